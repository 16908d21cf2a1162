/** Copies through the Clipboard API, or by selecting the field where it is missing or refused
 *  (plain-http LAN addresses are not a secure context, where navigator.clipboard is absent). */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}
