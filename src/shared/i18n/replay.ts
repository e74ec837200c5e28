import { Catalogue } from './types';

// The replay viewer (?replay): a developer loads an exported action log and watches the console's
// screens step by step, with Redux DevTools' monitors (whose own labels stay as DevTools writes them).
const replay: Catalogue = {
  'replay.title': ['操作日志回放', 'Action log replay'],
  'replay.intro': [
    '载入从页头“导出操作日志”得到的文件（Redux DevTools 格式），逐步查看管理员当时看到的页面。回放不运行任何流程，也不连接服务器。',
    'Load a file from the header\'s "Export action log" (Redux DevTools format) and watch, step by step, the screens the administrator saw. The replay runs no sagas and talks to no server.',
  ],
  'replay.chooseFile': ['选择操作日志文件', 'Choose an action log file'],
  'replay.loaded': ['已载入 {name}：{count} 个操作', 'Loaded {name}: {count} actions'],
  'replay.notALog': ['{name} 不是 Redux DevTools 格式的操作日志', '{name} is not a Redux DevTools action log'],
  'replay.empty': ['尚未载入日志', 'No log loaded yet'],
  'replay.backToConsole': ['返回控制台', 'Back to the console'],
  'replay.noScreen': ['载入操作日志后，这里显示每一步时控制台的页面。', 'Once a log is loaded, the console as it was at each step shows here.'],
  'replay.step': ['第 {index} 步 / 共 {count} 步', 'Step {index} of {count}'],
  'replay.initial': ['日志开始时的状态', 'The state the log starts from'],
  'replay.actions': ['操作', 'Actions'],
  'replay.state': ['状态树', 'State tree'],
};

export default replay;
