import type { Catalogue } from '../../i18n/types';

// Labels of the robot's basics.
const labels: Catalogue = {
  'robotBasicInfo.robotName': ['机器人名称', 'Robot name'],
  'robotBasicInfo.avatar': ['机器人头像', 'Avatar'],
  'robotBasicInfo.greeting': ['欢迎语', 'Greeting'],
  'robotBasicInfo.scenes': ['问答场景', 'Question scenes'],
  'robotBasicInfo.sceneCode': ['场景编码', 'Scene code'],
  'robotBasicInfo.sceneName': ['场景名称', 'Scene name'],
  'robotBasicInfo.sceneEnabled': ['启用', 'On'],
  'robotBasicInfo.sceneNotFound': ['场景 {code} 不存在', 'There is no scene {code}'],
};
export default labels;
