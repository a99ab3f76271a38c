// The one part of the qrcode package the invoice PDF uses (it ships no types): the QR symbol's modules, drawn as
// squares with pdfkit.
declare module 'qrcode' {
  export type QRCodeSymbol = {
    modules: { size: number; data: Uint8Array; get(row: number, col: number): number };
  };
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): QRCodeSymbol;
  const QRCode: { create: typeof create };
  export default QRCode;
}
