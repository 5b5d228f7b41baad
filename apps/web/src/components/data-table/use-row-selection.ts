import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';

/** The rows picked for a bulk action, by id; cleared after every bulk action (spec §4). */
export function useRowSelection() {
  const [state, setState] = useState<RowSelectionState>({});
  const selectedIds = Object.keys(state)
    .filter((id) => state[id] === true)
    .map(Number);
  return { state, onChange: setState, selectedIds, clear: () => setState({}) };
}
