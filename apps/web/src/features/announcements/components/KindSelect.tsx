import { Select } from '@mantine/core';
import { ANNOUNCEMENT_KIND_LABEL, ANNOUNCEMENT_KINDS, type AnnouncementKind } from '@diancan/core';

const KIND_OPTIONS = ANNOUNCEMENT_KINDS.map((kind) => ({ value: kind, label: ANNOUNCEMENT_KIND_LABEL[kind] }));

/** The 公告類型 filter of the announcement and template lists; cleared means every type. */
export function KindSelect({ value, onChange }: { value: AnnouncementKind | null | undefined; onChange: (kind: AnnouncementKind | null) => void }) {
  return (
    <Select
      aria-label="公告類型"
      placeholder="全部類型"
      clearable
      data={KIND_OPTIONS}
      value={value ?? null}
      onChange={(kind) => onChange((kind as AnnouncementKind | null) ?? null)}
      w={150}
    />
  );
}
