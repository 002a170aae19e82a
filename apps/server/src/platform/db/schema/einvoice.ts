/** E-invoice tracks, issued and voided invoices (issue 6; docs/einvoice.md). */
export {};
