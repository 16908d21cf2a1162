// Runs once, before the translator and the router read the address: a page opened in the language
// the visitor did not choose moves to its twin (docs/product.md#screens: path, then ?lng= / stored choice),
// so the wrong language is never drawn and no screen starts work (a toast, a fetch) in it.
import { initialLanguageRedirect } from '@/lib/language';

const target = initialLanguageRedirect(window.location.pathname, window.location.search);
if (target) window.history.replaceState(window.history.state, '', target + window.location.hash);
