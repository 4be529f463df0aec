import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../lib/hydrated';

/** Typing pauses this long before the list is searched. */
const SEARCH_DELAY_MS = 350;

/** A list's search field: `onSearch` gets the trimmed text once typing pauses. */
export function SearchField({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch(search: string): void;
  label: string;
}) {
  const [text, setText] = useState(value);
  const { pathname } = useLocation();
  // on a page the server drew, text typed before the app takes it over would never be searched
  const hydrated = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text searches
  useEffect(() => {
    const timer = setTimeout(() => {
      // a link followed while typing: the next page may still be loading with this one on screen,
      // and the search would land in the next page's address
      if (window.location.pathname !== pathname) return;
      if (text.trim() !== value) onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // the address changed (back, forward): show its search
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        htmlInput: { readOnly: !hydrated },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
