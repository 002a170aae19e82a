import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

/** The search bar's rule (access section 5): blank input is trimmed to empty, so "   " searches for everything. */
export function normalizeKeyword(text: string): string {
  return text.trim();
}

export interface SearchBarProps {
  /** Called with the trimmed keyword on Enter, on the search button and with '' when cleared. */
  onSearch: (keyword: string) => void;
  initialValue?: string;
  placeholder?: string;
  /** Accessible name of the field; defaults to the placeholder. */
  label?: string;
  maw?: number;
}

/** A text field that searches on Enter or the magnifier button; the clear button searches for everything again. */
export function SearchBar({ onSearch, initialValue = '', placeholder = '請輸入關鍵字', label, maw = 320 }: SearchBarProps) {
  const [draft, setDraft] = useState(initialValue);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = normalizeKeyword(draft);
    setDraft(keyword);
    onSearch(keyword);
  };

  const clear = () => {
    setDraft('');
    onSearch('');
  };

  return (
    <form onSubmit={submit} role="search" style={{ width: maw, maxWidth: '100%' }}>
      <TextInput
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        leftSection={
          <ActionIcon type="submit" variant="subtle" color="gray" aria-label="搜尋">
            <IconSearch size={16} />
          </ActionIcon>
        }
        rightSection={draft ? <CloseButton size="sm" aria-label="清除搜尋" onClick={clear} /> : null}
      />
    </form>
  );
}
