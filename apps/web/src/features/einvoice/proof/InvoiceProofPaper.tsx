import type { InvoiceProof } from '@diancan/core';
import { Code39Barcode } from '../../../components/barcode/Code39Barcode';
import { QrCode } from './QrCode';
import classes from './proof.module.css';

/** Whole NT$ with thousands separators, as the proof prints amounts (no currency sign). */
function dollars(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/**
 * The printed proof (電子發票證明聯) at 5.7 cm: store, title, period, number, time, random code, total, seller and buyer,
 * the Code 39 barcode and the two QR codes side by side. A 統編 buyer gets 格式 25 and the sales and tax apart.
 */
export function InvoiceProofPaper({ proof }: { proof: InvoiceProof }) {
  const b2b = proof.buyerTaxId !== null;
  const qrOptions = { version: proof.qrVersion, errorCorrection: proof.qrErrorCorrection };
  return (
    <article className={classes.paper} aria-label="電子發票證明聯">
      <div className={`${classes.center} ${classes.storeName}`}>{proof.storeName}</div>
      <div className={`${classes.center} ${classes.title}`}>{proof.title}</div>
      <div className={`${classes.center} ${classes.period}`} aria-label="發票期別">
        {proof.periodText}
      </div>
      <div className={`${classes.center} ${classes.number}`} aria-label="發票號碼">
        {proof.invoiceNumberText}
      </div>
      <div className={classes.row}>
        <span aria-label="開立時間">{proof.issuedAtText}</span>
        {proof.formatText && <span aria-label="格式">{proof.formatText}</span>}
      </div>
      <div className={classes.row}>
        <span aria-label="隨機碼">隨機碼 {proof.randomCode}</span>
        <span aria-label="總計">總計 {dollars(proof.totalAmount)}</span>
      </div>
      {b2b && (
        <div className={classes.row}>
          <span aria-label="銷售額">銷售額 {dollars(proof.salesAmount)}</span>
          <span aria-label="稅額">稅額 {dollars(proof.taxAmount)}</span>
        </div>
      )}
      <div className={classes.row}>
        <span aria-label="賣方">賣方 {proof.sellerTaxId}</span>
        {b2b && <span aria-label="買方">買方 {proof.buyerTaxId}</span>}
      </div>
      <Code39Barcode content={proof.barcode} className={classes.barcode} />
      <div className={classes.qrPair}>
        <QrCode content={proof.qrLeft} label="左側QR碼" className={classes.qr} {...qrOptions} />
        <QrCode content={proof.qrRight} label="右側QR碼" className={classes.qr} {...qrOptions} />
      </div>
    </article>
  );
}
