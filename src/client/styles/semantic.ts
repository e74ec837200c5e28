// Semantic UI's CSS, one component file at a time: the bundled semantic.css @imports a Google
// font and carries components the console never shows. A component used by a new screen is
// one more line here. site.css is our copy without the remote @import.
import 'semantic-ui-css/components/reset.min.css';
import './semantic-site.css';
import 'semantic-ui-css/components/accordion.min.css';
import 'semantic-ui-css/components/breadcrumb.min.css';
import 'semantic-ui-css/components/button.min.css';
import 'semantic-ui-css/components/card.min.css';
import 'semantic-ui-css/components/checkbox.min.css';
import 'semantic-ui-css/components/comment.min.css';
import 'semantic-ui-css/components/container.min.css';
import 'semantic-ui-css/components/dimmer.min.css';
import 'semantic-ui-css/components/divider.min.css';
import 'semantic-ui-css/components/dropdown.min.css';
import 'semantic-ui-css/components/form.min.css';
import 'semantic-ui-css/components/grid.min.css';
import 'semantic-ui-css/components/header.min.css';
import 'semantic-ui-css/components/icon.min.css';
import 'semantic-ui-css/components/image.min.css';
import 'semantic-ui-css/components/input.min.css';
import 'semantic-ui-css/components/item.min.css';
import 'semantic-ui-css/components/label.min.css';
import 'semantic-ui-css/components/list.min.css';
import 'semantic-ui-css/components/loader.min.css';
import 'semantic-ui-css/components/menu.min.css';
import 'semantic-ui-css/components/message.min.css';
import 'semantic-ui-css/components/modal.min.css';
import 'semantic-ui-css/components/placeholder.min.css';
import 'semantic-ui-css/components/popup.min.css';
import 'semantic-ui-css/components/progress.min.css';
import 'semantic-ui-css/components/segment.min.css';
import 'semantic-ui-css/components/statistic.min.css';
import 'semantic-ui-css/components/step.min.css';
import 'semantic-ui-css/components/table.min.css';
import 'semantic-ui-css/components/transition.min.css';
