// @rollcall/ui-kit/pages: what a signed-in screen is made of: its frame (Page, Screen, Panel), cards and
// detail lists, the list states, and the data Table.
// Its pieces import the basics from '@rollcall/ui-kit', never by relative path, so this shared chunk holds no copy of them.
export type {
  ActionCardProps,
  CardProps,
  ContactDetailsProps,
  DetailListItem,
  DetailListProps,
  FilterBarProps,
  ListEmptyProps,
  ListFailureProps,
  ListLoadingProps,
  ListState,
  ListStatesProps,
  PageProps,
  PanelProps,
  RetryNoticeProps,
  ScreenProps,
  SortDirection,
  StatCardProps,
  TableColumn,
  TableProps,
  TabNavEntry,
  TabNavProps,
  TopBarProps,
} from './types';
export { Page } from './Page/Page';
export { Screen } from './Page/Screen';
export { Panel } from './Page/Panel';
export { Card } from './Card/Card';
export { DetailList } from './ContactDetails/DetailList';
export { ContactDetails } from './ContactDetails/ContactDetails';
export { StatCard } from './cards/StatCard';
export { ActionCard } from './cards/ActionCard';
export { ListLoading } from './ListState/ListLoading';
export { ListFailure } from './ListState/ListFailure';
export { ListEmpty } from './ListState/ListEmpty';
export { ListStates, NoMatches } from './ListState/ListStates';
export { RetryNotice } from './Notice/RetryNotice';
export { Table } from './Table/Table';
export { TopBar } from './AreaFrame/TopBar';
export { TabNav } from './AreaFrame/TabNav';
export { FilterBar } from './FilterBar/FilterBar';
