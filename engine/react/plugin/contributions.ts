import type { ComponentType } from 'react';
import type { CellProps } from '../cells/cellProps';
import type { WidgetComponent } from './clientPlugin';
import type { ToolbarContribution } from './viewContracts';

/**
 * The open catalogs of the engine's React part: cells, widgets and toolbar controls plugins
 * contribute, installed once at start (app/plugins/installClientPlugins.ts) before anything renders.
 * Views and item pages are the app's to route (app/views/viewRegistry.ts).
 */
const cells = new Map<string, ComponentType<CellProps>>();
const widgets: Record<string, WidgetComponent> = {};
const toolbar: ToolbarContribution[] = [];

export function registerCell(name: string, component: ComponentType<CellProps>): void {
  cells.set(name, component);
}

export function contributedCell(name: string): ComponentType<CellProps> | undefined {
  return cells.get(name);
}

export function registerWidget(name: string, component: WidgetComponent): void {
  widgets[name] = component;
}

/** Contributed widgets, passed to every generated form beside the theme's own. */
export function contributedWidgets(): Readonly<Record<string, WidgetComponent>> {
  return widgets;
}

export function registerToolbarControl(control: ToolbarContribution): void {
  toolbar.push(control);
}

/** The controls plugins add to the toolbar of an item page of this type. */
export function toolbarControlsFor(type: string): readonly ToolbarContribution[] {
  return toolbar.filter((control) => control.types === undefined || control.types.includes(type));
}
