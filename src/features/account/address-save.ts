import type { ContactInfo, ContactInfoInput, Id, ShopperApi } from '@/shop-api/browser';
import { sameId } from '@/shop-api/id';
import type { ApiResult } from '@/shop-api/result';

/** How many saved addresses are read back after a save (SPEC §9's wrapper default). */
const RELOAD_SIZE = 100;

type SaveApi = Pick<ShopperApi, 'addContactInfo' | 'updateContactInfo' | 'getContactInfos'>;

/**
 * Adds (POST) or edits (PATCH) an address, then reads the list again: any
 * successful answer will do (`true`, null, the address), so the saved address
 * is found in the list — by the edited id, else by the id an answer gave,
 * else as the newest entry holding what was sent. Null when it cannot be told
 * (the page then shows the list from the server).
 */
export async function saveAddress(
  api: SaveApi,
  editing: ContactInfo | null,
  input: ContactInfoInput,
): Promise<ApiResult<ContactInfo | null>> {
  const editedId = editing?.id ?? null;
  const written =
    editedId === null
      ? await api.addContactInfo(input)
      : await api.updateContactInfo({ id: editedId, ...input });
  if (!written.ok) return written;
  const list = await api.getContactInfos({ page: 1, size: RELOAD_SIZE });
  const answered = written.value?.id != null ? written.value : null;
  if (!list.ok) return { ok: true, value: answered };
  return {
    ok: true,
    value: findSavedAddress(list.value.items, {
      editedId: editedId ?? answered?.id ?? null,
      input,
    }),
  };
}

/** The saved address in the list read back after a save; null when none can be told. */
export function findSavedAddress(
  list: readonly ContactInfo[],
  saved: { editedId: Id | null; input: ContactInfoInput },
): ContactInfo | null {
  if (saved.editedId !== null)
    return list.find((address) => sameId(address.id, saved.editedId)) ?? null;
  const { input } = saved;
  const same = list.filter(
    (address) =>
      address.id !== null &&
      address.recipient.trim() === input.recipient.trim() &&
      address.phoneNumber.trim() === input.phoneNumber.trim() &&
      address.provinceId === input.provinceId &&
      address.cityId === input.cityId &&
      address.postalCode.trim() === input.postalCode.trim() &&
      address.address.trim() === input.address.trim(),
  );
  return same.at(-1) ?? null;
}
