/** China's 18-character unified social credit code (GB 32100-2015) with its check character. */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function isValidCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CHARSET.indexOf(code[i] ?? '') * (WEIGHTS[i] ?? 0);
  const check = (31 - (sum % 31)) % 31;
  return code[17] === CHARSET[check];
}

/** Completes the first 17 characters with their check character (demo data and tests). */
export function withCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CHARSET.indexOf(first17[i] ?? '') * (WEIGHTS[i] ?? 0);
  return first17 + CHARSET[(31 - (sum % 31)) % 31];
}
