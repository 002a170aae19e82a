import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@diancan/core';
import { expectToast, httpError, ok, renderWithProviders, stubApi } from '../../test/render';
import { StockModal, toAvailableQuantity } from '.';

const GET = '/back/pos/getItemStock';
const PUT = '/back/pos/updateItemStock';
const STOCK = { itemId: 5, name: '珍珠奶茶', availableQuantity: 12, availableForSale: true };

function renderModal(onSaved = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(<StockModal storeId={1} itemId={5} onClose={onClose} onSaved={onSaved} />);
  return { onSaved, onClose };
}

const quantityField = () => screen.getByRole('textbox', { name: /庫存數量/ }) as HTMLInputElement;

describe('toAvailableQuantity', () => {
  it('sends empty or 0 as null (unlimited), whole numbers as they are', () => {
    expect(toAvailableQuantity('')).toBeNull();
    expect(toAvailableQuantity(0)).toBeNull();
    expect(toAvailableQuantity(1)).toBe(1);
    expect(toAvailableQuantity('25')).toBe(25);
  });
});

describe('StockModal', () => {
  it('labels the toggle 正常供應 when on and 售完 when off', async () => {
    stubApi({ [`GET /api${GET}`]: () => ok(STOCK) });
    renderModal();
    const toggle = (await screen.findByRole('switch', { name: '供應狀態' })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(screen.getByText(MSG.STOCK_ON)).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByText(MSG.STOCK_OFF)).toBeTruthy();
    expect(quantityField().value).toBe('12');
  });

  it('asks for the item of the store it was given', async () => {
    const api = stubApi({ [`GET /api${GET}`]: () => ok(STOCK) });
    renderModal();
    await screen.findByRole('switch', { name: '供應狀態' });
    const [call] = api.callsTo('GET', GET);
    expect(call?.query.get('storeId')).toBe('1');
    expect(call?.query.get('itemId')).toBe('5');
  });

  it('saves sold out with an empty quantity as unlimited (null) and shows the server message', async () => {
    const api = stubApi({ [`GET /api${GET}`]: () => ok(STOCK), [`PUT /api${PUT}`]: () => ok(null, '編輯庫存成功') });
    const { onSaved, onClose } = renderModal();
    fireEvent.click(await screen.findByRole('switch', { name: '供應狀態' }));
    fireEvent.change(quantityField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await expectToast('編輯庫存成功');
    expect(api.callsTo('PUT', PUT)[0]?.body).toEqual({ storeId: 1, itemId: 5, availableQuantity: null, availableForSale: false });
    expect(onSaved).toHaveBeenCalledWith({ itemId: 5, availableQuantity: null, availableForSale: false });
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a typed 0 as null, not clamped up to the minimum 1', async () => {
    const api = stubApi({ [`GET /api${GET}`]: () => ok(STOCK), [`PUT /api${PUT}`]: () => ok(null, null) });
    renderModal();
    await screen.findByRole('switch', { name: '供應狀態' });
    fireEvent.change(quantityField(), { target: { value: '0' } });
    fireEvent.blur(quantityField());
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await waitFor(() => expect(api.callsTo('PUT', PUT)).toHaveLength(1));
    expect(api.callsTo('PUT', PUT)[0]?.body).toMatchObject({ availableQuantity: null });
  });

  it('shows the server message when loading fails', async () => {
    stubApi({ [`GET /api${GET}`]: () => httpError(404, '資料不存在') });
    const { onClose } = renderModal();
    await expectToast('資料不存在');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows 取得庫存失敗 when loading fails without a message', async () => {
    stubApi({ [`GET /api${GET}`]: () => httpError(500, null) });
    renderModal();
    await expectToast(MSG.STOCK_LOAD_FAILED);
  });

  it('shows the server message, or 編輯庫存失敗, when saving fails', async () => {
    let reply = httpError(400, '庫存數量不可超過999999');
    stubApi({ [`GET /api${GET}`]: () => ok(STOCK), [`PUT /api${PUT}`]: () => reply });
    const { onClose } = renderModal();
    await screen.findByRole('switch', { name: '供應狀態' });
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await expectToast('庫存數量不可超過999999');
    reply = httpError(500, null);
    fireEvent.click(screen.getByRole('button', { name: '確認' }));
    await expectToast(MSG.STOCK_SAVE_FAILED);
    expect(onClose).not.toHaveBeenCalled();
  });
});
