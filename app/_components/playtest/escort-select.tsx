/** Air points sent as escort with a flight, up to 2 and those the side has left, each lowering the ADF roll by one [6.2.2, 6.6]. */
export function EscortSelect(props: { value: number; max: number; label: string; onChange: (n: number) => void }) {
  return (
    <label className="check">
      Escort
      <select value={props.value} aria-label={props.label} onChange={(e) => props.onChange(Number(e.target.value))}>
        {[0, 1, 2]
          .filter((n) => n <= props.max)
          .map((n) => (
            <option key={n} value={n}>
              {n === 0 ? "none" : `${n} AP (+${n} ADF DRM)`}
            </option>
          ))}
      </select>
    </label>
  );
}
