import { NavLink, Stack, Tooltip } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { visibleMenu, type RouteEntry } from '@diancan/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { NAV_ICONS } from './nav-icons';

function isWithin(pathname: string, entry: RouteEntry): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

/** The side drawer's links: the staff areas this role may enter (route table, hidden ones left out). */
export function ManagerNav({ mini, onNavigate }: { mini: boolean; onNavigate(): void }) {
  const { pathname } = useLocation();
  const switchRole = useSession((state) => state.switchRole);
  const superManager = useSession((state) => state.superManager);
  const entries = visibleMenu({ switchRole, superManager });

  return (
    <Stack gap={2} component="nav" aria-label="主選單">
      {entries.map((entry) => {
        const Icon = NAV_ICONS[entry.path] ?? IconFileText;
        const icon = <Icon size={20} stroke={1.6} />;
        const children = entry.children ?? [];
        const active = isWithin(pathname, entry);
        if (mini) {
          return (
            <Tooltip key={entry.path} label={entry.title} position="right">
              <NavLink
                component={Link}
                to={entry.redirect ?? entry.path}
                onClick={onNavigate}
                active={active}
                aria-label={entry.title}
                leftSection={icon}
                styles={{ section: { marginInlineEnd: 0 } }}
              />
            </Tooltip>
          );
        }
        if (children.length === 0) {
          return (
            <NavLink
              key={entry.path}
              component={Link}
              to={entry.path}
              onClick={onNavigate}
              active={active}
              label={entry.title}
              leftSection={icon}
            />
          );
        }
        return (
          <NavLink key={entry.path} label={entry.title} leftSection={icon} defaultOpened={active} active={active} variant="subtle">
            {children.map((child) => (
              <NavLink
                key={child.path}
                component={Link}
                to={child.redirect ?? child.path}
                onClick={onNavigate}
                active={isWithin(pathname, child)}
                label={child.title}
              />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
}
