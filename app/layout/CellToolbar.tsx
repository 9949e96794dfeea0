import {
  Button,
  Icon,
  Menu,
  MenuItem,
  PopoverNext,
  Tooltip,
} from "@blueprintjs/core";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { toIconName } from "../theme/iconName";
import type {
  ActionButton,
  DirtyState,
  ToolbarControl,
  ToolbarMenuItem,
} from "./cellTypes";
import { DirtyIndicator } from "./DirtyIndicator";
import { DEFAULT_MENU } from "./toolbarRules";

export interface CellToolbarProps {
  title: ReactNode;
  icon?: string;
  /** back on a small screen (one column at a time), close in multi-column mode, none for the first column. */
  leading: "back" | "close" | "none";
  onLeading?: () => void;
  /** Expand/shrink toggle; absent when the cell can not be expanded (single column mode). */
  expanded?: boolean;
  onToggleExpand?: () => void;
  controls?: readonly ToolbarControl[];
  menuItems?: readonly ToolbarMenuItem[];
  actionBtn?: ActionButton;
  dirtyState?: DirtyState;
}

/**
 * The bar on top of every cell (platform spec §2 "Layout"): back or close, icon, title, the view's
 * controls, the optional action button, the dirty-state marker, the view's menu and expand/shrink.
 */
export function CellToolbar(props: CellToolbarProps) {
  const intl = useIntl();
  const {
    title,
    icon,
    leading,
    onLeading,
    expanded,
    onToggleExpand,
    controls,
    menuItems,
    actionBtn,
    dirtyState,
  } = props;
  const leadingLabel = intl.formatMessage({
    id: leading === "back" ? "shell.cell.back" : "shell.cell.close",
  });
  return (
    <div className="vgn-cell-toolbar" role="toolbar">
      {leading !== "none" && (
        <Tooltip content={leadingLabel}>
          <Button
            variant="minimal"
            icon={leading === "back" ? "arrow-left" : "cross"}
            aria-label={leadingLabel}
            onClick={onLeading}
          />
        </Tooltip>
      )}
      {toIconName(icon) && (
        <Icon className="vgn-cell-icon" icon={toIconName(icon)} />
      )}
      <h2 className="vgn-cell-title">{title}</h2>
      <DirtyIndicator state={dirtyState} />
      {/* One group: on a narrow column it moves to a second line whole, at the right. */}
      <div className="vgn-cell-trailing">
        <div className="vgn-cell-controls">
          {controls?.map((control) => (
            <span
              key={control.name}
              className="vgn-cell-control"
              data-control={control.name}
            >
              {control.node}
            </span>
          ))}
        </div>
        {actionBtn && (
          <Button
            intent="primary"
            icon={toIconName(actionBtn.icon)}
            disabled={actionBtn.disabled}
            onClick={actionBtn.onClick}
            // On a phone a button with an icon shows only the icon (shell.css): the label stays its name.
            aria-label={actionBtn.title}
            className={
              toIconName(actionBtn.icon)
                ? "vgn-cell-action vgn-cell-action-icon"
                : "vgn-cell-action"
            }
          >
            {actionBtn.title}
          </Button>
        )}
        {menuItems && menuItems.length > 0 && (
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                {menuItems.map((item) => (
                  <MenuItem
                    key={item.title}
                    text={item.title}
                    icon={toIconName(item.icon)}
                    intent={item.intent}
                    disabled={item.disabled}
                    onClick={item.onClick}
                  />
                ))}
              </Menu>
            }
          >
            <Button
              variant="minimal"
              icon="more"
              data-control={DEFAULT_MENU}
              aria-label={intl.formatMessage({ id: "shell.cell.menu" })}
            />
          </PopoverNext>
        )}
        {onToggleExpand && (
          <Tooltip
            content={intl.formatMessage({
              id: expanded ? "shell.cell.shrink" : "shell.cell.expand",
            })}
          >
            <Button
              variant="minimal"
              icon={expanded ? "minimize" : "maximize"}
              aria-label={intl.formatMessage({
                id: expanded ? "shell.cell.shrink" : "shell.cell.expand",
              })}
              onClick={onToggleExpand}
            />
          </Tooltip>
        )}
      </div>
    </div>
  );
}
