/** A group of checkboxes (who performs a service, which services a staff member performs). */
export function ChoiceList({
  name,
  legend,
  choices,
  checked,
  empty,
}: {
  name: string;
  legend: string;
  choices: readonly { id: string; label: string }[];
  checked: readonly string[];
  empty: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {choices.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : null}
      {choices.map((choice) => (
        <label key={choice.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            name={name}
            value={choice.id}
            defaultChecked={checked.includes(choice.id)}
            className="h-4 w-4"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
