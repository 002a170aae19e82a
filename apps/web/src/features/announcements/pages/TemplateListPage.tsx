import { Badge, Stack, Text, Title } from '@mantine/core';
import { ANNOUNCEMENT_KIND_LABEL, ANNOUNCEMENT_TEMPLATE_API, DEFAULT_PAGE_SIZE, type AnnouncementTemplate, type AnnouncementTemplatePageInput } from '@diancan/core';
import { useState } from 'react';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { usePagedRequest } from '../../../components/paged-table';
import { SearchBar } from '../../../components/search-bar';
import { type SortableTableColumn } from '../../../components/sortable-table';
import { useAllTemplates, useRemoveTemplate, useSaveOrder, useTemplatePage } from '../api/announcements';
import { AnnouncementTabs } from '../components/AnnouncementTabs';
import { KindSelect } from '../components/KindSelect';
import { rowActionsColumn } from '../components/RowActions';
import { SortablePagedList } from '../components/SortablePagedList';
import { ANNOUNCEMENT_PAGES, editTemplatePath } from '../paths';

/** 公告範本 (announcementManager/announcementTemplate): reusable contents for announcements, in a sortable list. */
export default function TemplateListPage() {
  const { request, filter, pager } = usePagedRequest<AnnouncementTemplatePageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null, type: null });
  const [sorting, setSorting] = useState(false);
  const page = useTemplatePage(request);
  const everything = useAllTemplates(sorting);
  const removing = useRemoveTemplate();
  const saveOrder = useSaveOrder(ANNOUNCEMENT_TEMPLATE_API.updateSort);

  const columns: SortableTableColumn<AnnouncementTemplate>[] = [
    { key: 'name', title: '範本名稱', render: (row) => <Text fw={500}>{row.name}</Text> },
    { key: 'title', title: '公告標題', render: (row) => row.title },
    { key: 'type', title: '類型', width: 110, render: (row) => <Badge variant="light">{ANNOUNCEMENT_KIND_LABEL[row.type]}</Badge> },
    { key: 'updatedAt', title: '更新時間', width: 150, render: (row) => formatTaipeiDateTime(row.updatedAt) },
    rowActionsColumn({ name: (row) => row.name, editTo: editTemplatePath, remove: (id) => removing.mutate({ id }) }),
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
            <KindSelect value={request.type} onChange={(type) => filter({ type })} />
          </>
        }
        columns={columns}
        rowName={(row) => row.name}
        sorting={sorting}
        onSortingChange={setSorting}
        page={page}
        everything={everything}
        pager={pager(page.data)}
        onSaveOrder={saveOrder}
      />
    </Stack>
  );
}
