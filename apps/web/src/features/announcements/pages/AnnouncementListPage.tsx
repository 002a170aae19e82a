import { Badge, Select, Stack, Text, Title } from '@mantine/core';
import {
  ANNOUNCEMENT_API,
  ANNOUNCEMENT_KIND_LABEL,
  ANNOUNCEMENT_STATES,
  DEFAULT_PAGE_SIZE,
  type Announcement,
  type AnnouncementPageInput,
  type AnnouncementState,
} from '@diancan/core';
import { useState } from 'react';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { usePagedRequest } from '../../../components/paged-table';
import { htmlToText } from '../../../components/rich-text';
import { SearchBar } from '../../../components/search-bar';
import { type SortableTableColumn } from '../../../components/sortable-table';
import { useAllAnnouncements, useAnnouncementPage, useRemoveAnnouncement, useSaveOrder } from '../api/announcements';
import { AnnouncementTabs } from '../components/AnnouncementTabs';
import { KindSelect } from '../components/KindSelect';
import { ANNOUNCEMENT_STATE_COLOR, ANNOUNCEMENT_STATE_LABEL } from '../components/labels';
import { rowActionsColumn } from '../components/RowActions';
import { SortablePagedList } from '../components/SortablePagedList';
import { ANNOUNCEMENT_PAGES, editAnnouncementPath } from '../paths';

const STATE_OPTIONS = ANNOUNCEMENT_STATES.map((state) => ({ value: state, label: ANNOUNCEMENT_STATE_LABEL[state] }));

/**
 * 公告 (announcementManager/announcement): the announcements in the order the stores see them, filtered by keyword,
 * type and state; drag sort works on the whole list, so sort mode loads every announcement.
 */
export default function AnnouncementListPage() {
  const { request, filter, pager } = usePagedRequest<AnnouncementPageInput>({ page: 1, size: DEFAULT_PAGE_SIZE, keyword: null, type: null, state: null });
  const [sorting, setSorting] = useState(false);
  const page = useAnnouncementPage(request);
  const everything = useAllAnnouncements(sorting);
  const removing = useRemoveAnnouncement();
  const saveOrder = useSaveOrder(ANNOUNCEMENT_API.updateSort);

  const columns: SortableTableColumn<Announcement>[] = [
    {
      key: 'title',
      title: '標題',
      render: (row) => (
        <Stack gap={2}>
          <Text fw={500}>{row.title}</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {htmlToText(row.content)}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', title: '類型', width: 110, render: (row) => <Badge variant="light">{ANNOUNCEMENT_KIND_LABEL[row.type]}</Badge> },
    {
      key: 'period',
      title: '公告期間',
      width: 190,
      render: (row) => (
        <Text size="sm">
          {formatTaipeiDateTime(row.startTime)}
          <br />~ {formatTaipeiDateTime(row.endTime)}
        </Text>
      ),
    },
    { key: 'stores', title: '對象', width: 110, render: (row) => (row.allStores ? '全部商店' : `${row.storeIdList.length.toLocaleString('zh-TW')} 間商店`) },
    {
      key: 'state',
      title: '狀態',
      width: 100,
      render: (row) => (
        <Badge color={ANNOUNCEMENT_STATE_COLOR[row.state]} variant="dot">
          {ANNOUNCEMENT_STATE_LABEL[row.state]}
        </Badge>
      ),
    },
    rowActionsColumn({ name: (row) => row.title, editTo: editAnnouncementPath, remove: (id) => removing.mutate({ id }) }),
  ];

  return (
    <Stack gap="sm">
      <Title order={2}>公告管理</Title>
      <AnnouncementTabs />
      <SortablePagedList
        label="公告列表"
        addLabel="新增公告"
        addTo={ANNOUNCEMENT_PAGES.add}
        filters={
          <>
            <SearchBar onSearch={(keyword) => filter({ keyword: keyword || null })} placeholder="搜尋標題或內容" />
            <KindSelect value={request.type} onChange={(type) => filter({ type })} />
            <Select
              aria-label="公告狀態"
              placeholder="全部狀態"
              clearable
              data={STATE_OPTIONS}
              value={request.state ?? null}
              onChange={(state) => filter({ state: (state as AnnouncementState | null) ?? null })}
              w={140}
            />
          </>
        }
        columns={columns}
        rowName={(row) => row.title}
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
