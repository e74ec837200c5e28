// The demo parent page's side of the console's frame messages (src/client/frame/README.md).
// Messages: { webApiId, apiName, webApiType, data }. 'active' = started by the console (a call,
// which this page answers with the same webApiId and { status, msg, data }, or a signal, which
// it does not); 'passive' = started by this page (a push, which the console acknowledges).
// Only messages from this page's own origin and from the console's frame window are accepted.
(function () {
  'use strict';
  var frame = document.getElementById('console-frame');
  var origin = window.location.origin;
  var pushCount = 0;
  var counts = { in: 0, out: 0, modelOpen: 0, modelClose: 0 };
  var $ = function (id) { return document.getElementById(id); };

  function log(direction, message) {
    counts[direction] += 1;
    $('count-' + direction).textContent = String(counts[direction]);
    var li = document.createElement('li');
    li.className = 'log-entry';
    li.dataset.direction = direction;
    li.dataset.api = message.apiName;
    li.dataset.type = message.webApiType;
    li.dataset.webApiId = message.webApiId;
    li.textContent = new Date().toLocaleTimeString() + ' ' + (direction === 'in' ? '←' : '→') + ' ' +
      message.webApiType + ' ' + message.apiName + ' ' + JSON.stringify(message.data);
    $('log').appendChild(li);
  }

  function send(message) {
    log('out', message);
    frame.contentWindow.postMessage(message, origin);
  }

  function answer(call, status, msg, data) {
    send({ webApiId: call.webApiId, apiName: call.apiName, webApiType: 'active', data: { status: status, msg: msg, data: data } });
  }

  function push(apiName, data) {
    pushCount += 1;
    send({ webApiId: 'parent-' + pushCount, apiName: apiName, webApiType: 'passive', data: data });
  }

  var isMessage = function (m) {
    return m && typeof m === 'object' && typeof m.webApiId === 'string' && typeof m.apiName === 'string' &&
      (m.webApiType === 'active' || m.webApiType === 'passive');
  };

  // Calls the console makes; each answers [status, msg, data].
  var calls = {
    getFrameId: function () {
      var id = $('frame-id-input').value;
      $('handshake-status').textContent = 'answered';
      $('frame-id-answered').textContent = id;
      return [1000, 'ok', { frameId: id }];
    },
    getParentContext: function () {
      $('context-answered').textContent = 'yes';
      return [1000, 'ok', { title: document.title, locale: document.documentElement.lang }];
    },
  };
  // Signals the console sends; they get no answer.
  var signals = {
    modelOpen: function () {
      counts.modelOpen += 1;
      $('model-state').textContent = 'open';
      $('model-open-count').textContent = String(counts.modelOpen);
    },
    modelClose: function () {
      counts.modelClose += 1;
      $('model-state').textContent = 'closed';
      $('model-close-count').textContent = String(counts.modelClose);
    },
  };

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow || !isMessage(event.data)) return;
    var message = event.data;
    log('in', message);
    if (message.webApiType === 'passive') {
      // the console's acknowledgement of one of our pushes
      var ack = message.data || {};
      $('last-ack').textContent = message.apiName + ' ' + ack.status + (ack.msg ? ' ' + ack.msg : '');
      return;
    }
    if (signals[message.apiName]) {
      signals[message.apiName](message.data);
      return;
    }
    // Unticking "answer" lets a test watch the console time out.
    if (!$('answer-calls').checked) return;
    var outcome = calls[message.apiName] ? calls[message.apiName](message.data) : [1002, 'unsupported apiName ' + message.apiName, null];
    answer(message, outcome[0], outcome[1], outcome[2]);
  });

  $('send-frame-id').addEventListener('click', function () {
    push('frameId', { frameId: $('frame-id-input').value });
  });
  $('send-notice-config').addEventListener('click', function () {
    var config;
    try {
      config = JSON.parse($('notice-config-json').value);
    } catch (e) {
      config = { text: $('notice-config-json').value };
    }
    push('noticeConfigChange', config);
  });
  $('send-model-destroyed').addEventListener('click', function () {
    push('modelDestroyed', { reason: 'closed by the parent page' });
  });
  $('send-notice').addEventListener('click', function () {
    push('notice', { title: $('notice-title').value, content: $('notice-content').value, type: 'info' });
  });
  $('clear-log').addEventListener('click', function () {
    $('log').textContent = '';
  });

  // The console is loaded only now that this page listens: loaded with the page, it could ask
  // for its frame id before this script had arrived, and that one question would go unheard.
  frame.src = frame.dataset.src || '/';
})();
