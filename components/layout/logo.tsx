/** The wordmark: a ball and "Fantasy Serie A". */
export function Logo() {
  return (
    <span className="flex items-center gap-2 text-base font-extrabold tracking-tight whitespace-nowrap text-white sm:text-lg">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <circle cx="16" cy="16" r="15" fill="#fff" />
        <path d="M16 9.2l4.6 3.3-1.8 5.4h-5.6l-1.8-5.4z" fill="#051f47" />
        <path
          d="M16 1v8.2M20.6 12.5l7.8-2.5M18.8 17.9l4.8 6.6M13.2 17.9l-4.8 6.6M11.4 12.5L3.6 10"
          stroke="#051f47"
          strokeWidth="1.3"
        />
        <path
          d="M13 1.3l3 2.2 3-2.2M29.8 12.8l-2.4-1.5.9-3.1M24.4 28.4l-.4-3.5 3.1-1M7.6 28.4l.4-3.5-3.1-1M2.2 12.8l2.4-1.5-.9-3.1"
          fill="#051f47"
        />
        <circle cx="16" cy="16" r="15" fill="none" stroke="#f6c343" strokeWidth="1.5" />
      </svg>
      <span>
        Fantasy <span className="text-accent-400">Serie A</span>
      </span>
    </span>
  );
}
