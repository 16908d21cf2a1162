// Arabic-Indic (٠-٩) and Persian (۰-۹) digits as 0-9: what a Kuwaiti phone keyboard types into a
// field that wants a number (an amount, a sign-in code).
export function toLatinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}
