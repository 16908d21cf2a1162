// The schemas of the routes in ../names/decks.ts.
import { z } from 'zod';
import {
  adminDeckPatch,
  adminDeckView,
  adminDecksQuery,
  deckCodeParams,
  deckDetail,
  deckIdParams,
  deckInput,
  deckPatch,
  deckReportBody,
  deckShareAnswer,
  deckShareBody,
  deckSummary,
  sharedDeckView,
} from '../../schemas/decks.ts';
import { okResponse } from '../../schemas/auth.ts';
import { uploadedImageSchema } from '../../schemas/images.ts';
import type { RouteSchemas } from '../contract.ts';
import type { DECK_ROUTE_NAMES } from '../names/decks.ts';

export const DECK_ROUTES = {
  // My decks, newest change first.
  'decks.list': { tags: ['decks'], response: { 200: z.array(deckSummary) } },
  'decks.create': { tags: ['decks'], body: deckInput, response: { 201: deckDetail } },
  // A picture for a deck title: the file itself as the body, checked as the admin's uploads are.
  'decks.images.upload': { tags: ['decks'], rawBody: true, response: { 200: uploadedImageSchema } },
  'decks.get': { tags: ['decks'], params: deckIdParams, response: { 200: deckDetail } },
  'decks.update': { tags: ['decks'], params: deckIdParams, body: deckPatch, response: { 200: deckDetail } },
  'decks.delete': { tags: ['decks'], params: deckIdParams, response: { 200: okResponse } },
  // Sharing on draws a new code; off makes the code dead.
  'decks.share': { tags: ['decks'], params: deckIdParams, body: deckShareBody, response: { 200: deckShareAnswer } },
  // A deck someone shared, opened by its code (signed in).
  'decks.shared': { tags: ['decks'], params: deckCodeParams, response: { 200: sharedDeckView } },
  // A copy of it into my decks: a copy, not a link (the original's later edits do not reach it).
  'decks.copy': { tags: ['decks'], params: deckCodeParams, response: { 201: deckDetail } },
  'decks.report': { tags: ['decks'], params: deckCodeParams, body: deckReportBody, response: { 200: okResponse } },
  // Staff: decks with open reports (or every shared deck), and hiding or showing one again.
  'admin.decks.list': { tags: ['admin'], querystring: adminDecksQuery, response: { 200: z.array(adminDeckView) } },
  'admin.decks.update': { tags: ['admin'], params: deckIdParams, body: adminDeckPatch, response: { 200: adminDeckView } },
} as const satisfies { [K in keyof typeof DECK_ROUTE_NAMES]: RouteSchemas };
