import { MENU_PATHS, type OptionGroupUpdateInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Replaces a taste group: options with an id are kept, new ones added, missing ones dropped. */
export async function updateOptionGroup(request: OptionGroupUpdateInput): Promise<void> {
  await dataOf(http.put(clientPath(MENU_PATHS.option.update), request));
}

export function useUpdateOptionGroup() {
  return useMenuMutation(updateOptionGroup, ['optionGroups', 'items']);
}
