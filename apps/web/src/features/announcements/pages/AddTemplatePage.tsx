import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, TEMPLATE_NAME_MAX } from '@diancan/core';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useSaveTemplate, useTemplate } from '../api/announcements';
import { ContentFields } from '../components/ContentFields';
import { checkTemplate, EMPTY_TEMPLATE, templateToValues, type TemplateFormValues } from '../components/form-values';
import { ANNOUNCEMENT_PAGES, idParam } from '../paths';

/** 新增公告範本 (and editing with `?id=`): a name and the content an announcement can start from. */
export default function AddTemplatePage() {
  const [search] = useSearchParams();
  const id = idParam(search);
  const existing = useTemplate(id);
  if (id !== null && !existing.data) return existing.isError ? <Text c="dimmed" m="xl">{MSG.NOT_FOUND}</Text> : <Loader m="xl" />;
  return <TemplateEditor key={id ?? 'new'} id={id} initialValues={existing.data ? templateToValues(existing.data) : EMPTY_TEMPLATE} />;
}

function TemplateEditor({ id, initialValues }: { id: number | null; initialValues: TemplateFormValues }) {
  const navigate = useNavigate();
  const saving = useSaveTemplate();
  const form = useForm<TemplateFormValues>({ initialValues });

  const submit = form.onSubmit((values) => {
    const checked = checkTemplate(values, id);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    saving.mutate(checked.request, {
      onSuccess: () => {
        showToast(id === null ? '新增成功' : '修改成功');
        void navigate(ANNOUNCEMENT_PAGES.templates);
      },
    });
  });

  const busy = saving.isPending;

  return (
    <Stack gap="md" maw={880}>
      <Title order={2}>{id === null ? '新增公告範本' : '編輯公告範本'}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label="範本名稱" required maxLength={TEMPLATE_NAME_MAX} disabled={busy} {...form.getInputProps('name')} />
            <ContentFields form={form} disabled={busy} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void navigate(ANNOUNCEMENT_PAGES.templates)} disabled={saving.isPending}>
                取消
              </Button>
              <Button type="submit" loading={saving.isPending}>
                儲存
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
