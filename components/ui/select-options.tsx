// A select's options, each a value and what it shows (after the select's own first option, if it has one).
export function SelectOptions({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
