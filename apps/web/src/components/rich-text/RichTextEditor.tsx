import { Button, Group, Input, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { MARKUP_ACTIONS, wrapSelection, type MarkupAction } from './markup';
import { SafeHtml } from './SafeHtml';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  label?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  minRows?: number;
}

/**
 * The announcement HTML editor: the HTML in a plain text area with a small toolbar for the allowed tags, and a
 * live preview that shows exactly what the stores will see (the same sanitising as the dialog).
 */
export function RichTextEditor({ value, onChange, label = '內容', error, required, disabled, minRows = 8 }: RichTextEditorProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);

  const apply = (action: MarkupAction) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const edit = wrapSelection(value, start, end, action.before, action.after, action.placeholder);
    onChange(edit.text);
    // Put the caret back after React has written the new value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  return (
    <Stack gap="xs">
      <Input.Wrapper label={label} required={required} error={error} description="HTML 格式；不允許的標籤與屬性（如 script、事件屬性）會被移除">
        <Group gap={4} my={6} role="toolbar" aria-label="格式工具列">
          {MARKUP_ACTIONS.map((action) => (
            <Button key={action.label} size="compact-xs" variant="default" disabled={disabled} onClick={() => apply(action)}>
              {action.label}
            </Button>
          ))}
        </Group>
        <Textarea
          ref={textarea}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={minRows}
          maxRows={20}
          disabled={disabled}
          aria-label={label}
          error={Boolean(error)}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
      </Input.Wrapper>
      <Input.Wrapper label="預覽">
        <Paper withBorder p="sm" mt={4} mih={60}>
          {value.trim() ? (
            <SafeHtml html={value} label="內容預覽" />
          ) : (
            <Text size="sm" c="dimmed">
              尚無內容
            </Text>
          )}
        </Paper>
      </Input.Wrapper>
    </Stack>
  );
}
