import type { PluginDemoSeeder } from '../../engine/plugin/demoSeed';

/** One plugin's demo seeder. */
export interface RegisteredDemoSeeder {
  plugin: string;
  seeder: PluginDemoSeeder;
}

/**
 * The demo seeders plugins registered (ServerPluginContext.demo.seed), in registration order:
 * plugins set up in dependsOn order, so a seeder runs after the seeders of what its plugin builds on.
 */
export class DemoSeeders {
  private readonly registered: RegisteredDemoSeeder[] = [];

  register(plugin: string, seeder: PluginDemoSeeder): void {
    this.registered.push({ plugin, seeder });
  }

  list(): readonly RegisteredDemoSeeder[] {
    return this.registered;
  }
}
