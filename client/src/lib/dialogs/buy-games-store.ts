import { createStore } from '@/lib/create-store';

export const buyGamesDialog = createStore(false);
export const openBuyGames = () => buyGamesDialog.set(true);
