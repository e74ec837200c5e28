import { Catalogue } from './types';

// The replay panel (?replay): a developer loads an exported action log and steps through it with
// Redux DevTools' monitors (whose own labels stay as DevTools writes them).
const replay: Catalogue = {
  'replay.title': ['操作日志回放', 'Action log replay'],
  'replay.intro': [
    '载入从页头“导出操作日志”得到的文件（Redux DevTools 格式），在不连接服务器、不运行任何流程的状态仓库中逐步回放。',
    'Load a file from the header\'s "Export action log" (Redux DevTools format) and step through it in a store that runs no sagas and talks to no server.',
  ],
  'replay.chooseFile': ['选择操作日志文件', 'Choose an action log file'],
  'replay.loaded': ['已载入 {name}：{count} 个操作', 'Loaded {name}: {count} actions'],
  'replay.notALog': ['{name} 不是 Redux DevTools 格式的操作日志', '{name} is not a Redux DevTools action log'],
  'replay.empty': ['尚未载入日志', 'No log loaded yet'],
  'replay.backToConsole': ['返回控制台', 'Back to the console'],
};

export default replay;
