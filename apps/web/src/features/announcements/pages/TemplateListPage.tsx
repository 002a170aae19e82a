import { Badge, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_KIND_LABEL,
  ANNOUNCEMENT_KINDS,
  DEFAULT_PAGE_SIZE,
  type AnnouncementKind,
  type AnnouncementTemplate,
  type AnnouncementTemplatePageInput,
} from '@diancan/core';
import { useState } from 'react';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { SearchBar } from '../../../components/search-bar';
import { type SortableTableColumn } from '../../../components/sortable-table';
import { showToast } from '../../../lib/toast';
import { templateKeys } from '../api/keys';
import { useRemoveTemplate } from '../api/template-remove';
import { sortTemplates } from '../api/template-sort';
import { useAllTemplates, useTemplatePage } from '../api/template-page';
import { AnnouncementTabs } from '../components/AnnouncementTabs';
import { confirmRemove } from '../components/confirm-remove';
import { RowActions } from '../components/RowActions';
import { SortablePagedList } from '../components/SortablePagedList';
import { ANNOUNCEMENT_PAGES, editTemplatePath } from '../paths';

const TYPE_OPTIONS = ANNOUNCEMENT_KINDS.map((kind) => ({ value: kind, label: ANNOUNCEMENT_KIND_LABEL[kind] }));

/** 公告範本 (announcementManager/announcementTemplate): reusable contents for announcements, in a sortable list. */
export default function TemplateListPage() {
  const [request, setRequest] = useState<AnnouncementTemplatePageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null, type: null });
  const [sorting, setSorting] = useState(false);
  const page = useTemplatePage(request);
  const everything = useAllTemplates(sorting);
  const removing = useRemoveTemplate();
  const queryClient = useQueryClient();

  const filter = (change: Partial<AnnouncementTemplatePageInput>) => setRequest((current) => ({ ...current, ...change, page: 1 }));

  const columns: SortableTableColumn<AnnouncementTemplate>[] = [
    { key: 'name', title: '範本名稱', render: (row) => <Text fw={500}>{row.name}</Text> },
    { key: 'title', title: '公告標題', render: (row) => row.title },
    { key: 'type', title: '類型', width: 110, render: (row) => <Badge variant="light">{ANNOUNCEMENT_KIND_LABEL[row.type]}</Badge> },
    { key: 'updatedAt', title: '更新時間', width: 150, render: (row) => formatTaipeiDateTime(row.updatedAt) },
    {
      key: 'actions',
      title: '操作',
      width: 96,
      render: (row) => (
        <RowActions
          name={row.name}
          editTo={editTemplatePath(row.id)}
          onRemove={() => confirmRemove(row.name, () => removing.mutate(row.id, { onSuccess: () => showToast('刪除成功') }))}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2}>公告管理</Title>
      <AnnouncementTabs />
      <SortablePagedList
        label="公告範本列表"
        addLabel="新增範本"
        addTo={ANNOUNCEMENT_PAGES.addTemplate}
        filters={
          <>
            <SearchBar onSearch={(keyword) => filter({ keyword: keyword || null })} placeholder="搜尋範本名稱或標題" />
            <Select
              aria-label="公告類型"
              placeholder="全部類型"
              clearable
              data={TYPE_OPTIONS}
              value={request.type ?? null}
              onChange={(type) => filter({ type: (type as AnnouncementKind | null) ?? null })}
              w={150}
            />
          </>
        }
        columns={columns}
        rowName={(row) => row.name}
        sorting={sorting}
        onSortingChange={setSorting}
        page={page}
        everything={everything}
        pageNumber={request.page ?? 1}
        onPageChange={(next) => setRequest((current) => ({ ...current, page: next }))}
        onSizeChange={(size) => setRequest((current) => ({ ...current, size, page: 1 }))}
        onSaveOrder={async (ids) => {
          await sortTemplates(ids);
          await queryClient.invalidateQueries({ queryKey: templateKeys.all });
        }}
      />
    </Stack>
  );
}
