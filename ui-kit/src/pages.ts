// @rollcall/ui-kit/pages: what a signed-in screen is made of: its frame (Page, Screen, Panel), cards and
// detail lists, the list states, and the data Table.
// Its pieces import the basics from '@rollcall/ui-kit', never by relative path, so this shared chunk holds no copy of them.
export { Page, type PageProps } from './Page/Page';
export { Screen, type ScreenProps } from './Page/Screen';
export { Panel, type PanelProps } from './Page/Panel';
export { Card, type CardProps } from './Card/Card';
export { DetailList, type DetailListItem, type DetailListProps } from './ContactDetails/DetailList';
export { ContactDetails, type ContactDetailsProps } from './ContactDetails/ContactDetails';
export { StatCard, type StatCardProps } from './cards/StatCard';
export { ActionCard, type ActionCardProps } from './cards/ActionCard';
export { ListLoading, type ListLoadingProps } from './ListState/ListLoading';
export { ListFailure, type ListFailureProps } from './ListState/ListFailure';
export { ListEmpty, type ListEmptyProps } from './ListState/ListEmpty';
export { ListStates, NoMatches, type ListState, type ListStatesProps } from './ListState/ListStates';
export { RetryNotice, type RetryNoticeProps } from './Notice/RetryNotice';
export { Table, type TableColumn, type TableProps } from './Table/Table';
export type { SortDirection } from './Table/sortRows';
export { SCROLL_HINT, ScrollHint } from './Table/ScrollHint';
export { type ScrollsItself, useScrollsItself } from './Table/useScrollsItself';
export { TopBar, type TopBarProps } from './AreaFrame/TopBar';
export { BarButton, type BarButtonProps } from './AreaFrame/BarButton';
export { TabNav, type TabNavEntry, type TabNavProps } from './AreaFrame/TabNav';
export { FilterBar, type FilterBarProps } from './FilterBar/FilterBar';
export { type DownloadableScreen, downloadableScreen, LazyScreen, type LazyScreenProps } from './LazyScreen/lazyScreen';
