import { ADDRESS_PAGE_SIZE } from '@/lib/limits';
import { API_CONTACT_INFO_PATH } from '../api-paths';
import {
  contactInfoPageSchema,
  contactInfoSchema,
  type ContactInfoInput,
} from '../schemas/contact-info';
import { readableOrNull } from '../schemas/tolerant';
import { getPage, type EndpointContext, type PageQuery } from './context';
import type { Id } from '../id';

export type AddressesApi = ReturnType<typeof addressesEndpoints>;

export function addressesEndpoints({ call, write }: EndpointContext) {
  return {
    getContactInfos: (query: PageQuery = {}) =>
      getPage(call, API_CONTACT_INFO_PATH, query, ADDRESS_PAGE_SIZE, contactInfoPageSchema),

    /**
     * Any success; the saved address when the answer describes it, else null
     * (read the list again).
     */
    addContactInfo: (input: ContactInfoInput) =>
      write(
        { method: 'POST', path: API_CONTACT_INFO_PATH, body: input },
        readableOrNull(contactInfoSchema),
      ),

    /** Changes the given fields of the address with this id; answers as addContactInfo. */
    updateContactInfo: (input: { id: Id } & Partial<ContactInfoInput>) =>
      write(
        { method: 'PATCH', path: API_CONTACT_INFO_PATH, body: input },
        readableOrNull(contactInfoSchema),
      ),
  };
}
