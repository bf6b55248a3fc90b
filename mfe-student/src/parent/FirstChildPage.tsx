import { Navigate } from 'react-router-dom';
import { Users } from 'lucide-react';
import { ListEmpty, ListStates, Page } from '@rollcall/ui-kit/pages';
import { useChildren } from '../data/hooks';
import { useWords } from '../texts/useWords';

/** The parent's home: their first child's attendance, or that no child is linked to them yet. */
export function FirstChildPage({ mountPath }: { mountPath: string }) {
  const { t, reason } = useWords();
  const children = useChildren();
  const first = children.data?.children[0];
  if (first) return <Navigate to={`${mountPath}/${first.id}`} replace />;
  return (
    <Page landmark="section" title={t('parent.children')}>
      <ListStates list={children} loading={t('parent.loadingChildren')} failed={t('parent.childrenFailed')} reason={reason}>
        <ListEmpty icon={<Users size={40} />} title={t('parent.noChildren')} />
      </ListStates>
    </Page>
  );
}
