import { H3 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MenuNode } from '../../engine/derive/menuTree';
import type { Deployment, MenuUser } from '../../engine/derive/showRule';
import { Guidance } from '../../engine/react/guidance/Guidance';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { contributedHomeCards, homeCardsFor } from '../../engine/react/plugin/homeCards';
import { DashboardGrid } from '../dashboards/DashboardGrid';
import { useDashboards } from '../dashboards/useDashboards';
import { AppEngineProvider } from '../data/AppEngineProvider';
import { viewLocation } from '../routing/buildLocation';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { GoToList } from './GoToList';
import { HomeCardFrame } from './HomeCardFrame';
import { SHELL_HOME_CARDS } from './shellHomeCards';

export interface UserHomeProps {
  name: string;
  columnIndex: number;
  menu: readonly MenuNode[];
  user: MenuUser;
  deployment: Deployment;
}

/**
 * A signed-in user's start page: a welcome, the dashboards they see (nav views of kind dashboard,
 * their main content: issue 11 item 12), their cards (shell's and plugins'), and a "Go to" row.
 */
export function UserHome({ name, columnIndex, menu, user, deployment }: UserHomeProps) {
  const translate = useTranslate();
  const { open, go } = useColumnNavigation();
  const dashboards = useDashboards(user, deployment);
  const cards = useMemo(() => homeCardsFor([...SHELL_HOME_CARDS, ...contributedHomeCards()], user, deployment), [user, deployment]);
  const openItem = (id: string) => void open(columnIndex, { key: `i-${id}` });
  const openView = (path: string) => void go(viewLocation(path));
  return (
    <AppEngineProvider>
      <div className="vgn-home">
        <header className="vgn-home-header">
          <H3>
            <FormattedMessage id="shell.home.welcome" values={{ name }} />
          </H3>
          <Guidance className="vgn-home-intro">
            <FormattedMessage id="home.intro" />
          </Guidance>
        </header>
        {/* With dashboards, a wide page shows them as its main part and the cards as a column beside (home.css). */}
        <div className={dashboards.length > 0 ? 'vgn-home-body vgn-home-body-split' : 'vgn-home-body'}>
          <DashboardGrid dashboards={dashboards} />
          <div className="vgn-home-cards vgn-home-grid vgn-home-personal">
            {cards.map((card) => {
              const Body = card.component;
              return (
                <HomeCardFrame key={card.key} cardKey={card.key} title={translate(card.title)} {...(card.icon !== undefined ? { icon: card.icon } : {})}>
                  <Body openItem={openItem} openView={openView} />
                </HomeCardFrame>
              );
            })}
          </div>
        </div>
        <GoToList nodes={menu} />
      </div>
    </AppEngineProvider>
  );
}
