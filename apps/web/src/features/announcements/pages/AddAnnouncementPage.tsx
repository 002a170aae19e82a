import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@diancan/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router';
import { DateRangeField } from '../../../components/date-range';
import { showToast } from '../../../lib/toast';
import { useAllTemplates, useAnnouncement, useSaveAnnouncement } from '../api/announcements';
import { AudienceFields } from '../components/AudienceFields';
import { ContentFields } from '../components/ContentFields';
import { announcementToValues, applyTemplate, checkAnnouncement, emptyAnnouncement, type AnnouncementFormValues } from '../components/form-values';
import { ANNOUNCEMENT_PAGES, idParam } from '../paths';

/**
 * 新增公告 (and 編輯公告 with `?id=`): type, title, HTML content with preview, period, all stores or chosen ones, app
 * links for app updates; a template can fill the content. Saving publishes it: the stores it names get the dialog.
 */
export default function AddAnnouncementPage() {
  const [search] = useSearchParams();
  const id = idParam(search);
  const existing = useAnnouncement(id);
  if (id !== null && !existing.data) return existing.isError ? <Text c="dimmed" m="xl">{MSG.NOT_FOUND}</Text> : <Loader m="xl" />;
  // An edit starts from the saved announcement; the key gives each record a fresh form.
  return <AnnouncementEditor key={id ?? 'new'} id={id} initialValues={existing.data ? announcementToValues(existing.data) : emptyAnnouncement()} />;
}

function AnnouncementEditor({ id, initialValues }: { id: number | null; initialValues: AnnouncementFormValues }) {
  const navigate = useNavigate();
  const templates = useAllTemplates(id === null);
  const saving = useSaveAnnouncement();
  const form = useForm<AnnouncementFormValues>({ initialValues });

  const submit = form.onSubmit((values) => {
    const checked = checkAnnouncement(values, id);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    saving.mutate(checked.request, {
      onSuccess: () => {
        showToast(id === null ? '新增成功' : '修改成功');
        void navigate(ANNOUNCEMENT_PAGES.list);
      },
    });
  });

  const busy = saving.isPending;
  const values = form.getValues();

  return (
    <Stack gap="md" maw={880}>
      <Title order={2}>{id === null ? '新增公告' : '編輯公告'}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {id === null && (
              <Select
                label="套用範本"
                placeholder={templates.data?.length === 0 ? '尚無範本' : '選擇範本帶入內容'}
                data={(templates.data ?? []).map((template) => ({ value: String(template.id), label: template.name }))}
                value={null}
                onChange={(value) => {
                  const template = templates.data?.find((candidate) => String(candidate.id) === value);
                  if (template) form.setValues(applyTemplate(form.getValues(), template));
                }}
                searchable
                clearable
                disabled={busy}
              />
            )}
            <ContentFields form={form} disabled={busy} />
            <DateRangeField
              label="公告期間"
              withTime
              required
              value={values.range}
              onChange={(range) => form.setFieldValue('range', range)}
              error={form.errors.range}
              disabled={busy}
            />
            <AudienceFields
              audience={values.audience}
              onAudienceChange={(audience) => form.setFieldValue('audience', audience)}
              storeIds={values.storeIds}
              onStoreIdsChange={(storeIds) => form.setFieldValue('storeIds', storeIds)}
              error={form.errors.storeIds}
              disabled={busy}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(ANNOUNCEMENT_PAGES.list)} disabled={saving.isPending}>
                取消
              </Button>
              <Button type="submit" loading={saving.isPending}>
                {id === null ? '發布公告' : '儲存'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
