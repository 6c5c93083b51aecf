/**
 * One filter of a GET form (city, category, …): a labelled select whose first choice, "All …", sends an
 * empty value, so the filter is off.
 */
export function FilterSelect({
  name,
  label,
  anyLabel,
  value,
  options,
  className = '',
}: {
  name: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  options: readonly { slug: string; name: string }[];
  className?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 text-sm font-medium ${className}`}>
      {label}
      <select name={name} defaultValue={value ?? ''} className="rounded-lg border border-slate-300 p-2">
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
