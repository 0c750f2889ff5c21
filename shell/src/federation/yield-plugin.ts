import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../boot/yield-to-main';

/** A hook that hands the runtime back what it was given, one task later. */
async function inANewTask<T>(args: T): Promise<T> {
  await yieldToMain();
  return args;
}

/**
 * Module Federation runtime plugin (the shell's build adds it with `runtimePlugins`, so it is there before the
 * first shared module loads): a new task before each shared module and each remote module is resolved, before a
 * remote's container is initialised (its entry script has just run), before an exposed module is asked for and
 * before its factory runs. Loading a page's shared singletons and remote modules is otherwise one chain of
 * promises that runs as a single long task on a phone; split, no piece blocks input for long. Nothing is loaded
 * differently.
 */
export default function yieldPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'labmall-yield-plugin',
    beforeLoadShare: inANewTask,
    beforeRequest: inANewTask,
    beforeInitContainer: inANewTask,
    // Observers: what they return is ignored.
    beforeGetExpose: inANewTask,
    beforeExecuteFactory: inANewTask,
  };
  // Each remote starts a runtime instance of its own when its entry loads: global plugins reach those too (a
  // plugin is applied once per instance, by name).
  registerGlobalPlugins([plugin]);
  return plugin;
}
