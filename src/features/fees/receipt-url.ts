/** A receipt's PDF (the family's page links it without loading the receipt panel). */
export const receiptPdfUrl = (id: string) => `/api/fees/receipts/${encodeURIComponent(id)}/pdf`
