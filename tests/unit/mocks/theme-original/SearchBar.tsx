/** Test double for the search plugin's SearchBar: a combobox and its list. */
import React, {type ReactNode} from 'react';

export default function SearchBar(): ReactNode {
  return (
    <input
      role="combobox"
      aria-label="Search"
      aria-controls="search-results"
      aria-expanded={false}
    />
  );
}
