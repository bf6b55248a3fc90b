import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/axe';
import { offThePhone, onAPhone } from '../testing/media';
import { Button } from '../Button/Button';
import { SCROLL_HINT } from './ScrollHint';
import { Table, type TableColumn } from './Table';

interface Student {
  id: string;
  name: string;
  roll: number;
  percentage: number;
}

/** 500 students whose names, rolls and figures are in three different orders. */
const students: Student[] = Array.from({ length: 500 }, (_, index) => ({
  id: `s-${index}`,
  name: `Student ${String((index * 7919) % 500).padStart(3, '0')}`,
  roll: 500 - index,
  percentage: (index * 37) % 101,
}));

const nameCell = jest.fn((student: Student) => student.name);
const columns: TableColumn<Student>[] = [
  { key: 'roll', header: 'Roll', cell: (student) => student.roll, sortValue: (student) => student.roll, align: 'end' },
  { key: 'name', header: 'Name', cell: nameCell, sortValue: (student) => student.name, rowHeader: true },
  { key: 'percentage', header: 'Attendance', cell: (student) => `${student.percentage}%`, align: 'end' },
];
const rowKey = (student: Student) => student.id;
const actions = (student: Student) => <Button size="sm">Edit {student.name}</Button>;

const renderTable = (rows: Student[] = students) =>
  render(<Table caption="Class 10 A" columns={columns} rows={rows} rowKey={rowKey} actions={actions} empty="No students yet" />);

/** The names in the order the table shows them: its row headers (read from the DOM, as role queries over 500 rows are slow in jsdom). */
const shownNames = () => Array.from(document.querySelectorAll('tbody th[scope="row"]'), (cell) => cell.textContent);

beforeEach(() => nameCell.mockClear());

test('a table named by its caption, with column headers, a row header per row and an Actions column', () => {
  renderTable(students.slice(0, 3));
  const table = screen.getByRole('table', { name: 'Class 10 A' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Roll', 'Name', 'Attendance', 'Actions']);
  expect(within(table).getAllByRole('row')).toHaveLength(4);
  expect(within(table).getByRole('rowheader', { name: students[0]!.name })).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: `Edit ${students[1]!.name}` })).toBeInTheDocument();
});

test('500 rows render once each, and sorting them reorders the rows without rendering their cells again', async () => {
  renderTable();
  expect(screen.getByRole<HTMLTableElement>('table').rows).toHaveLength(501);
  expect(nameCell).toHaveBeenCalledTimes(500);
  nameCell.mockClear();

  const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
  expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
  expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = students.map((student) => student.name).sort();
  expect(shownNames()).toEqual(ascending);

  await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
  expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  expect(shownNames()).toEqual([...ascending].reverse());
  expect(nameCell).not.toHaveBeenCalled();

  const rollHeader = screen.getByRole('columnheader', { name: 'Roll' });
  await userEvent.click(within(rollHeader).getByRole('button', { name: 'Roll' }));
  expect(rollHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  expect(shownNames()[0]).toBe(students[499]!.name);
  expect(nameCell).not.toHaveBeenCalled();
});

test('numbers sort as numbers and text as a person reads it', async () => {
  const rolls = [10, 9, 100, 2].map((roll, index) => ({ id: `r-${index}`, name: `Roll ${roll}`, roll, percentage: 0 }));
  renderTable(rolls);
  await userEvent.click(screen.getByRole('button', { name: 'Name' }));
  expect(shownNames()).toEqual(['Roll 2', 'Roll 9', 'Roll 10', 'Roll 100']);
});

test('a column without sortValue is not sortable and carries no aria-sort', () => {
  renderTable(students.slice(0, 2));
  const header = screen.getByRole('columnheader', { name: 'Attendance' });
  expect(header).not.toHaveAttribute('aria-sort');
  expect(within(header).queryByRole('button')).not.toBeInTheDocument();
});

test('initialSort opens sorted', () => {
  render(
    <Table
      caption="Class 10 A"
      columns={columns}
      rows={students.slice(0, 5)}
      rowKey={rowKey}
      empty="No students yet"
      initialSort={{ key: 'roll', direction: 'descending' }}
    />,
  );
  expect(screen.getByRole('columnheader', { name: 'Roll' })).toHaveAttribute('aria-sort', 'descending');
  expect(shownNames()[0]).toBe(students[0]!.name);
});

test('with no rows it shows the empty state across every column', () => {
  renderTable([]);
  const cell = screen.getByRole('cell', { name: 'No students yet' });
  expect(cell).toHaveAttribute('colspan', '4');
});

test('passes axe', async () => {
  renderTable(students.slice(0, 20));
  expect(await seriousAxeViolations()).toEqual([]);
});

describe('on a phone', () => {
  beforeEach(onAPhone);
  afterEach(offThePhone);

  const fourActions = (student: Student) =>
    ['Edit', 'Move', 'Reset', 'Remove'].map((word) => <Button key={word} size="sm">{`${word} ${student.name}`}</Button>);

  test('each row is a card named by its row header, every other column a label and its value, and its buttons', () => {
    render(
      <Table
        caption="Class 10 A"
        columns={columns}
        rows={students.slice(0, 3)}
        rowKey={rowKey}
        actions={fourActions}
        empty="No students yet"
        initialSort={{ key: 'roll', direction: 'ascending' }}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Class 10 A' })).getAllByRole('listitem');
    // The rows in the table's order: roll 498, 499, 500.
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([2, 1, 0].map((index) => students[index]!.name));
    const first = within(cards[0]!);
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Roll', 'Attendance']);
    expect(first.getAllByRole('definition').map((value) => value.textContent)).toEqual(['498', `${students[2]!.percentage}%`]);
    expect(first.getAllByRole('button').map((button) => button.textContent)).toEqual(
      ['Edit', 'Move', 'Reset', 'Remove'].map((word) => `${word} ${students[2]!.name}`),
    );
  });

  test('with no rows it shows the empty state under the caption', () => {
    renderTable([]);
    expect(within(screen.getByRole('region', { name: 'Class 10 A' })).getByText('No students yet')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  test('a table of a few narrow columns stays a table', () => {
    render(<Table caption="Trend" columns={columns} rows={students.slice(0, 2)} rowKey={rowKey} empty="None" fitsAPhone />);
    expect(screen.getByRole('table', { name: 'Trend' })).toBeInTheDocument();
  });

  test('the cards pass axe', async () => {
    renderTable(students.slice(0, 5));
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('a table wider than its frame', () => {
  const sizes = ['scrollWidth', 'clientWidth', 'scrollHeight', 'clientHeight'] as const;
  const frameSizes = { scrollWidth: 900, clientWidth: 600, scrollHeight: 300, clientHeight: 300 };
  const original = window.ResizeObserver;

  beforeEach(() => {
    // jsdom lays nothing out: every element measures as the frame of a table 300 px too wide for it.
    for (const size of sizes)
      Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => frameSizes[size] });
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    for (const size of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size];
    window.ResizeObserver = original;
  });

  test('says under it that it scrolls sideways, and its frame, reachable by keyboard, is described by that', async () => {
    renderTable(students.slice(0, 3));
    const frame = await screen.findByRole('region', { name: 'Class 10 A' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toHaveAccessibleDescription(SCROLL_HINT);
    expect(screen.getByText(SCROLL_HINT)).toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  test('a table that fits says nothing of scrolling', () => {
    frameSizes.scrollWidth = 600;
    try {
      renderTable(students.slice(0, 3));
      expect(screen.queryByText(SCROLL_HINT)).not.toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    } finally {
      frameSizes.scrollWidth = 900;
    }
  });
});
