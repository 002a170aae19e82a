/** E-invoice (issue 6; docs/einvoice.md): tracks, issuance, proof, void and reissue. */
export {};
