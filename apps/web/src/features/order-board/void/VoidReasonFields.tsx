import { Select, Textarea } from '@mantine/core';
import { BOARD_VOID_NOTE_MAX } from '@diancan/core';

export interface VoidReasonFieldsProps {
  reasons: readonly string[];
  reason: string | null;
  note: string;
  onReason(reason: string | null): void;
  onNote(note: string): void;
  /** The free text's label (取消原因 on a cancel). */
  noteLabel?: string;
}

/** 作廢原因 (the store's list, 員工設定) and a free text beside it: what a void asks in staff mode. */
export function VoidReasonFields({ reasons, reason, note, onReason, onNote, noteLabel = '說明' }: VoidReasonFieldsProps) {
  return (
    <>
      <Select
        mt="sm"
        label="作廢原因"
        placeholder="請選擇作廢原因"
        required
        data={[...reasons]}
        value={reason}
        onChange={onReason}
        allowDeselect={false}
      />
      <Textarea mt="sm" label={noteLabel} placeholder="選填" maxLength={BOARD_VOID_NOTE_MAX} value={note} onChange={(event) => onNote(event.currentTarget.value)} />
    </>
  );
}
