import { MENU_PATHS, type OptionGroupAddInput } from '@diancan/core/contracts/menu';
import { http } from '../../../lib/http';
import { useMenuMutation } from './hooks';
import { clientPath, dataOf } from '../../../lib/api';

/** Adds a taste group (口味) with its options. */
export async function addOptionGroup(request: OptionGroupAddInput): Promise<void> {
  await dataOf(http.post(clientPath(MENU_PATHS.option.add), request));
}

export function useAddOptionGroup() {
  return useMenuMutation(addOptionGroup, ['optionGroups']);
}
