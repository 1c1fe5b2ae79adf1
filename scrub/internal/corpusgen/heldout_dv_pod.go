package main

// Podcast hosts, private feeds, newsletters and the podcast's website.

func hdvPodGens() []hdvGen {
	return []hdvGen{
		{4, func() Sample {
			tok := rnd(hexs, 32)
			pid := rnd(digits, 7)
			t := hdvF("$ curl -s -H \"Authorization: Token token=%s\" \\\n    https://www.buzzsprout.com/api/%s/episodes.json | jq length\n%d", tok, pid, hdvN(40, 220))
			return hdvS("podcast-host-token", "shell", t, hdvL(tok), pid)
		}},
		{4, func() Sample {
			k := rnd(alnum, 22)
			sl := hdvSlug(hdvPod())
			t := hdvF("# episode publisher\nTRANSISTOR_API_KEY=%s\nSHOW_SLUG=%s\nDEFAULT_STATUS=draft\nAUDIO_BUCKET=s3://%s-audio\n", k, sl, sl)
			return hdvS("podcast-host-token", "env", t, hdvL(k))
		}},
		{4, func() Sample {
			creator := hdvSlug(hdvPod())
			tok := rnd(b64url, 32)
			t := hdvF("%s: here's my patreon feed for the bonus eps, paste it into Overcast: https://www.patreon.com/rss/%s?auth=%s\n%s: don't post that link anywhere, it's tied to your pledge lol", hdvName(), creator, tok, hdvName())
			return hdvS("private-feed-token", "chat", t, hdvL(tok), creator)
		}},
		{3, func() Sample {
			show := hdvSlug(hdvPod())
			tok := rnd(alnum, 20)
			n := hdvName()
			t := hdvF("Hi %s,\n\nSorry the bonus episodes weren't showing up. Your personal feed link has been reset. Your new private feed is:\n\nhttps://%s.supercast.com/feeds/%s\n\nThis link is unique to you – please don't share it.\n\nSupport team, %s", n, show, tok, hdvPod())
			return hdvS("private-feed-token", "mail", t, hdvL(tok), n)
		}},
		{4, func() Sample {
			u := hdvEmail("pod")
			pw := hdvPass()
			t := hdvF("## Handover: %s\n\nHosting: Libsyn (classic dashboard)\n- login: %s\n- password: %s\n- stats export every 1st of the month\n\nEditing: Reaper project template on the shared drive.", hdvPod(), u, pw)
			return hdvS("podcast-host-password", "handover", t, hdvL(pw), u)
		}},
		{3, func() Sample {
			pw := hdvPass()
			t := hdvF("%s: riverside producer login is studio@%s.fm / %s — log in before the guest joins so you can hit record for both tracks", hdvName(), hdvSlug(hdvPod()), pw)
			return hdvS("podcast-host-password", "chat", t, hdvL(pw))
		}},
		{3, func() Sample {
			u := hdvUser()
			pw := hdvPass()
			t := hdvF("import requests\n\nAUPHONIC = (\"%s\", \"%s\")\n\ndef start(preset, url):\n    r = requests.post(\"https://auphonic.com/api/simple/productions.json\",\n                      auth=AUPHONIC,\n                      data={\"preset\": preset, \"input_file\": url, \"action\": \"start\"})\n    return r.json()[\"data\"][\"uuid\"]", u, pw)
			return hdvS("api-password", "python", t, hdvL(pw))
		}},
		{3, func() Sample {
			id := rnd(lower+digits, 20)
			sec := rnd(alnum, 40)
			t := hdvF("PODBEAN_CLIENT_ID=%s\nPODBEAN_CLIENT_SECRET=%s\nPODBEAN_SCOPE=episode_publish\n", id, sec)
			return hdvS("oauth-client-secret", "env", t, hdvL(sec), id)
		}},
		{4, func() Sample {
			k := rnd(hexs, 32) + "-us" + hdvF("%d", hdvN(1, 21))
			list := rnd(hexs, 10)
			t := hdvF("newsletter:\n  provider: mailchimp\n  api_key: %s\n  list_id: %s\n  send_on_publish: true\n  from_name: \"%s\"", k, list, hdvPod())
			return hdvS("mailchimp-api-key", "yaml", t, hdvL(k), list)
		}},
		{3, func() Sample {
			k := "SG." + rnd(b64url, 22) + "." + rnd(b64url, 43)
			sl := hdvSlug(hdvPod())
			t := hdvF("const sgMail = require('@sendgrid/mail');\nsgMail.setApiKey('%s');\n\nmodule.exports = (ep) => sgMail.send({\n  to: 'listeners@%s.fm',\n  from: 'hello@%s.fm',\n  subject: `New episode: ${ep.title}`,\n});", k, sl, sl)
			return hdvS("sendgrid-api-key", "javascript", t, hdvL(k))
		}},
		{3, func() Sample {
			pw := hdvPass()
			t := hdvF("%s: oi! a senha do Descript da produtora é %s, usa o login de sempre. Tenta não mexer no template do episódio 42 🙏", hdvName(), pw)
			return hdvS("podcast-tool-password", "chat", t, hdvL(pw))
		}},
		{3, func() Sample {
			tok := rnd(b64url, hdvN(36, 44))
			t := hdvF("name: publish-episode\non:\n  push:\n    tags: ['ep-*']\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      CAPTIVATE_USER_ID: %s\n      CAPTIVATE_TOKEN: %s\n    steps:\n      - uses: actions/checkout@v4\n      - run: node scripts/publish.js", hdvUUID(), tok)
			return hdvS("podcast-host-token", "yaml", t, hdvL(tok))
		}},
		{3, func() Sample {
			pw := hdvPass()
			u := hdvEmail("podcast")
			t := hdvF("Podcast sync – %s\n- %s out sick, %s edits ep. %d\n- Spotify for Podcasters: %s, pw %s (video upload needs desktop)\n- Sponsor read for the mattress brand still missing", hdvDate(), hdvName(), hdvName(), hdvN(20, 180), u, pw)
			return hdvS("podcast-host-password", "meeting-notes", t, hdvL(pw), u)
		}},
		{3, func() Sample {
			tok := rnd(alnum, 40)
			t := hdvF("%s: Podigee API-Token für den Auto-Upload: %s\nBitte nicht ins Repo committen, kommt in die GitHub Secrets.", hdvName(), tok)
			return hdvS("podcast-host-token", "chat", t, hdvL(tok))
		}},
		{3, func() Sample {
			tok := rnd(hexs, 40)
			t := hdvF("<?php\n// wp-config.php (staging)\ndefine( 'WP_DEBUG', false );\ndefine( 'CASTOS_API_TOKEN', '%s' );\ndefine( 'CASTOS_PODCAST_ID', %s );\n", tok, rnd(digits, 5))
			return hdvS("podcast-host-token", "php", t, hdvL(tok))
		}},
		{3, func() Sample {
			id, sec := hdvAKIA(), hdvAWSSecret()
			n := hdvName()
			t := hdvF("%s: made you an IAM user for the episode bucket only. access key %s, secret %s . region eu-central-1. %s: got it, thanks", n, id, sec, hdvName())
			return hdvS("aws-access-key", "chat", t, hdvL(id, sec))
		}},
		{3, func() Sample {
			id := rnd(hexs, 32)
			sec := rnd(hexs, 64)
			acct := rnd(hexs, 32)
			t := hdvF("[r2-episodes]\ntype = s3\nprovider = Cloudflare\naccess_key_id = %s\nsecret_access_key = %s\nendpoint = https://%s.r2.cloudflarestorage.com\nacl = private", id, sec, acct)
			return hdvS("r2-access-key", "ini", t, hdvL(id, sec), acct)
		}},
		{3, func() Sample {
			show := hdvSlug(hdvPod())
			tok := rnd(b64url, hdvN(32, 43))
			t := hdvF("From: %s Members <no-reply@memberful.com>\nSubject: Your sign-in link\n\nClick to sign in (expires in 15 minutes):\nhttps://%s.memberful.com/auth/sign_in?token=%s\n\nIf you didn't ask for this, ignore this email.", hdvPod(), show, tok)
			return hdvS("magic-link-token", "mail", t, hdvL(tok))
		}},
		{3, func() Sample {
			pw := hdvPass()
			id := "WEB-" + rnd(digits, 3)
			t := hdvF("%s: Podcast site — episode pages 404 after theme update\nAssignee: %s\n\nwp-admin: https://%s.fm/wp-admin  user: editor  pass: %s\nSteps: Settings → Permalinks → Save (flushes rewrites). If that doesn't help roll back the theme.", id, hdvName(), hdvSlug(hdvPod()), pw)
			return hdvS("cms-password", "ticket", t, hdvL(pw), id)
		}},
		{3, func() Sample {
			tok := rnd(b64url, hdvN(40, 60))
			t := hdvF("{\n  \"show\": \"%s\",\n  \"acast\": {\n    \"show_id\": \"%s\",\n    \"access_token\": \"%s\"\n  },\n  \"auto_publish\": false\n}", hdvPod(), rnd(hexs, 24), tok)
			return hdvS("podcast-host-token", "json", t, hdvL(tok))
		}},
	}
}
