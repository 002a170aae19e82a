import { Button, Checkbox, Group, Loader, MultiSelect, Paper, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, formatCents, mostSelectableLabel } from '@diancan/core';
import {
  fileUrl,
  itemAddRequestSchema,
  itemUpdateRequestSchema,
  MENU_DESCRIPTION_MAX,
  MENU_NAME_MAX,
  type Item,
} from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ImageUpload } from '../../../components/image-upload';
import { showToast } from '../../../lib/toast';
import { useAddItem, useCategorySimpleList, useItem, useOptionGroupList, usePrintAreaList, useUpdateItem, useUpgradeList } from '../api/menu-api';
import { useUploadImage } from '../api/upload-image';
import { fieldErrors } from '../components/form-errors';
import { MenuFrame } from '../components/MenuFrame';
import { PriceInput, priceCents, priceField } from '../components/PriceInput';
import { MENU_PAGES } from '../paths';
import { selectCategory, useStoreId } from '../store';

interface ItemForm {
  name: string;
  /** NT$ as typed; sent as cents. */
  price: string | number;
  categoryId: string | null;
  description: string;
  imageFileId: number | null;
  optionGroupIds: string[];
  upgradeIds: string[];
  printAreaIds: string[];
  enabled: boolean;
  mobileEnabled: boolean;
}

function formOf(item: Item | null, categoryId: number | null): ItemForm {
  return {
    name: item?.name ?? '',
    price: item ? priceField(item.price) : '',
    categoryId: item ? String(item.categoryId) : categoryId === null ? null : String(categoryId),
    description: item?.description ?? '',
    imageFileId: item?.imageFileId ?? null,
    optionGroupIds: (item?.optionGroupIds ?? []).map(String),
    upgradeIds: (item?.upgradeIds ?? []).map(String),
    printAreaIds: (item?.printAreaIds ?? []).map(String),
    enabled: item?.enabled ?? true,
    mobileEnabled: item?.mobileEnabled ?? true,
  };
}

/** A positive id from the query string, or null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * 編輯餐點 (/menu-manage/meal/editor): adds an item (`?categoryId=` preselects its category) or edits one
 * (`?id=`). The form checks with the same contract the server uses; the price is typed in NT$ and sent in cents.
 */
export function MealEditorPage() {
  const storeId = useStoreId();
  const [params] = useSearchParams();
  const itemId = idParam(params.get('id'));
  const item = useItem(storeId, itemId);

  if (storeId === null) return null;
  return (
    <MenuFrame title={itemId === null ? '新增餐點' : '編輯餐點'}>
      {itemId !== null && !item.data ? (
        <Group justify="center" py="xl">
          {item.isError ? <Text c="red">{MSG.NOT_FOUND}</Text> : <Loader aria-label={MSG.DATA_LOADING} />}
        </Group>
      ) : (
        <ItemEditorForm key={item.data?.id ?? 'new'} storeId={storeId} item={item.data ?? null} categoryId={idParam(params.get('categoryId'))} />
      )}
    </MenuFrame>
  );
}

function ItemEditorForm({ storeId, item, categoryId }: { storeId: number; item: Item | null; categoryId: number | null }) {
  const navigate = useNavigate();
  const form = useForm<ItemForm>({ initialValues: formOf(item, categoryId) });
  const [preview, setPreview] = useState<string | null>(item?.imageFileId ? fileUrl(item.imageFileId) : null);
  const categories = useCategorySimpleList();
  const optionGroups = useOptionGroupList();
  const upgrades = useUpgradeList();
  const printAreas = usePrintAreaList();
  const uploading = useUploadImage();
  const adding = useAddItem();
  const updating = useUpdateItem();
  const saving = adding.isPending || updating.isPending;

  const back = () => navigate(MENU_PAGES.meals);

  const submit = form.onSubmit((values) => {
    const fields = {
      storeId,
      name: values.name,
      price: priceCents(values.price) ?? undefined,
      categoryId: values.categoryId === null ? undefined : Number(values.categoryId),
      description: values.description,
      imageFileId: values.imageFileId,
      optionGroupIds: values.optionGroupIds.map(Number),
      upgradeIds: values.upgradeIds.map(Number),
      printAreaIds: values.printAreaIds.map(Number),
      enabled: values.enabled,
      mobileEnabled: values.mobileEnabled,
    };
    const done = {
      onSuccess: () => {
        showToast(item ? '編輯成功' : '新增成功');
        if (fields.categoryId !== undefined) selectCategory(fields.categoryId);
        back();
      },
    };
    if (item) {
      const checked = itemUpdateRequestSchema.safeParse({ ...fields, id: item.id, lastUpdateTime: item.lastUpdateTime });
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      updating.mutate(checked.data, done);
    } else {
      const checked = itemAddRequestSchema.safeParse(fields);
      if (!checked.success) return form.setErrors(fieldErrors(checked.error));
      adding.mutate(checked.data, done);
    }
  });

  const uploadFile = (file: File) =>
    uploading.mutate(
      { storeId, file },
      {
        onSuccess: (uploaded) => {
          form.setFieldValue('imageFileId', uploaded.id);
          setPreview(fileUrl(uploaded.id));
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="餐點名稱" withAsterisk maxLength={MENU_NAME_MAX} {...form.getInputProps('name')} />
            <PriceInput label="價格" withAsterisk min={0} {...form.getInputProps('price')} />
            <Select
              label="分類"
              withAsterisk
              data={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
              nothingFoundMessage={MSG.SELECT_EMPTY}
              searchable
              {...form.getInputProps('categoryId')}
            />
            <Group gap="xl" mt={{ sm: 'xl' }}>
              <Switch label="上架" {...form.getInputProps('enabled', { type: 'checkbox' })} />
              <Switch label="手機點餐" {...form.getInputProps('mobileEnabled', { type: 'checkbox' })} />
            </Group>
          </SimpleGrid>
          <Textarea label="描述" autosize minRows={2} maxLength={MENU_DESCRIPTION_MAX} {...form.getInputProps('description')} />
          <ImageUpload
            previewUrl={preview}
            uploading={uploading.isPending}
            onSelect={uploadFile}
            onRemove={() => {
              form.setFieldValue('imageFileId', null);
              setPreview(null);
            }}
          />
          <MultiSelect
            label="口味"
            description="依選取順序提供給顧客"
            placeholder="選擇口味"
            data={(optionGroups.data ?? []).map((group) => ({
              value: String(group.id),
              label: `${group.name}（${group.leastSelectable}～${mostSelectableLabel(group.mostSelectable)}）`,
            }))}
            nothingFoundMessage={MSG.SELECT_EMPTY}
            searchable
            {...form.getInputProps('optionGroupIds')}
          />
          <MultiSelect
            label="套餐"
            placeholder="選擇套餐"
            data={(upgrades.data ?? []).map((upgrade) => ({ value: String(upgrade.id), label: `${upgrade.name}（+${formatCents(upgrade.comboPrice)}）` }))}
            nothingFoundMessage={MSG.SELECT_EMPTY}
            searchable
            {...form.getInputProps('upgradeIds')}
          />
          <Checkbox.Group label="出單區域" {...form.getInputProps('printAreaIds')}>
            <Group gap="md" mt={6}>
              {(printAreas.data ?? []).map((area) => (
                <Checkbox key={area.id} value={String(area.id)} label={area.name} />
              ))}
              {printAreas.data?.length === 0 && (
                <Text size="sm" c="dimmed">
                  尚無出單區域（可在「分類」頁新增）
                </Text>
              )}
            </Group>
          </Checkbox.Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={back} disabled={saving}>
              取消
            </Button>
            <Button type="submit" loading={saving} disabled={uploading.isPending}>
              儲存
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export default MealEditorPage;
