package main

import (
	"fmt"
	"strings"
)

// Self-hosted apps (docker-compose, app configs, notifications, forum posts) with secrets.

func hdpAppSecrets() []hdpGen {
	return []hdpGen{
		func() Sample {
			tok, smtp, dom := hdpB64(48), hdpPw(), "vault."+hdpDomain()
			t := fmt.Sprintf("services:\n  vaultwarden:\n    image: vaultwarden/server:latest\n    container_name: vaultwarden\n    restart: unless-stopped\n    environment:\n      DOMAIN: \"https://%s\"\n      SIGNUPS_ALLOWED: \"false\"\n      ADMIN_TOKEN: \"%s\"\n      SMTP_HOST: smtp.%s\n      SMTP_USERNAME: vault@%s\n      SMTP_PASSWORD: \"%s\"\n    volumes:\n      - ./vw-data/:/data/",
				dom, tok, hdpOneOf("fastmail.com", "mailbox.org", "migadu.com"), hdpDomain(), smtp)
			if rng.IntN(2) == 0 {
				t = strings.Replace(t, "SMTP_PASSWORD: \""+smtp+"\"", "SMTP_PASSWORD_FILE: /run/secrets/smtp", 1)
				return hdpS("admin-token", "compose", t, []string{tok}, dom)
			}
			return hdpS("admin-token", "compose", t, []string{tok, smtp}, dom)
		},
		func() Sample {
			id, key := hdpUUID(), rnd(alnum, 20)
			t := fmt.Sprintf("got the push relay working for vaultwarden, from bitwarden.com/host:\nPUSH_ENABLED=true\nPUSH_INSTALLATION_ID=%s\nPUSH_INSTALLATION_KEY=%s\nPUSH_RELAY_URI=https://api.bitwarden.%s",
				id, key, hdpOneOf("com", "eu"))
			return hdpS("push-installation-key", "env", t, []string{key}, id)
		},
		func() Sample {
			key, port := hdpHex(32), pick([]int{8989, 7878, 9696, 8686})
			t := fmt.Sprintf("<Config>\n  <BindAddress>*</BindAddress>\n  <Port>%d</Port>\n  <SslPort>9898</SslPort>\n  <EnableSsl>False</EnableSsl>\n  <ApiKey>%s</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n  <Branch>main</Branch>\n  <LogLevel>info</LogLevel>\n  <InstanceName>%s</InstanceName>\n</Config>",
				port, key, hdpOneOf("Sonarr", "Radarr", "Prowlarr", "Lidarr"))
			return hdpS("arr-api-key", "xml", t, []string{key})
		},
		func() Sample {
			key := hdpHex(32)
			app := hdpOneOf("radarr", "sonarr", "prowlarr")
			t := fmt.Sprintf("[%s] %s: can you hook overseerr up to %s? url is http://%s:%d\n[%s] %s: need the api key\n[%s] %s: %s\n[%s] %s: 👍 test passed",
				hdpClock(), hdpPerson(), app, hdpIP(), hdpN(7000, 9999), hdpClock(), hdpPerson(), hdpClock(), hdpPerson(), key, hdpClock(), hdpPerson())
			return hdpS("arr-api-key", "chat", t, []string{key}, app)
		},
		func() Sample {
			k1, k2 := hdpHex(32), hdpHex(32)
			t := fmt.Sprintf("sonarr:\n  series:\n    base_url: http://%s:8989\n    api_key: %s\n    quality_definition:\n      type: series\n\nradarr:\n  movies:\n    base_url: http://%s:7878\n    api_key: %s\n    include:\n      - template: radarr-quality-profile-hd-bluray-web",
				hdpIP(), k1, hdpIP(), k2)
			return hdpS("arr-api-key", "yaml", t, []string{k1, k2})
		},
		func() Sample {
			tok, ip := rnd(alnum+"-_", 20), hdpIP()
			t := fmt.Sprintf("%s\nTrying to get the library section ids for Kometa. This works in the browser:\n\nhttp://%s:32400/library/sections?X-Plex-Token=%s\n\nbut from the container I get 401. Running on the same docker network. %s",
				hdpHi(), ip, tok, hdpThanks())
			return hdpS("plex-token", "forum", t, []string{tok}, ip)
		},
		func() Sample {
			key := hdpHex(32)
			t := fmt.Sprintf("jellyfin:\n  url: http://%s:8096\n  api_key: %s\n  user_id: %s\n  libraries:\n    - Movies\n    - Shows\n    - \"Kids TV\"",
				hdpIP(), key, hdpHex(32))
			return hdpS("jellyfin-api-key", "yaml", t, []string{key})
		},
		func() Sample {
			key := rnd(alnum, hdpN(40, 45))
			srv := "https://photos." + hdpDomain()
			t := fmt.Sprintf("$ immich-go upload from-google-photos --server=%s --api-key=%s ~/Downloads/takeout-*.zip\nScanning takeout archives...\n%d photos, %d videos, %d albums",
				srv, key, hdpN(1000, 40000), hdpN(50, 900), hdpN(5, 80))
			return hdpS("immich-api-key", "shell", t, []string{key}, srv)
		},
		func() Sample {
			sk, pw, user := rnd(alnum+"!#%+=-_@", hdpN(40, 60)), hdpPw(), hdpOneOf("admin", hdpPerson(), "paperless")
			t := fmt.Sprintf("  webserver:\n    image: ghcr.io/paperless-ngx/paperless-ngx:latest\n    environment:\n      PAPERLESS_REDIS: redis://broker:6379\n      PAPERLESS_SECRET_KEY: \"%s\"\n      PAPERLESS_ADMIN_USER: %s\n      PAPERLESS_ADMIN_PASSWORD: \"%s\"\n      PAPERLESS_OCR_LANGUAGE: %s\n      PAPERLESS_TIME_ZONE: Europe/%s",
				sk, user, pw, hdpOneOf("deu+eng", "por", "nld", "eng"), hdpOneOf("Berlin", "Lisbon", "Amsterdam"))
			return hdpS("app-secret-key", "compose", t, []string{sk, pw}, "PAPERLESS_ADMIN_USER: "+user)
		},
		func() Sample {
			pw, user := hdpNCAppPw(), hdpPerson()
			url := fmt.Sprintf("https://cloud.%s/remote.php/dav/files/%s/", hdpDomain(), user)
			t := fmt.Sprintf("# /etc/davfs2/secrets\n# mount Nextcloud on the media VM (app password, not my real one)\n%s %s %s",
				url, user, pw)
			return hdpS("nextcloud-app-password", "config", t, []string{pw}, url)
		},
		func() Sample {
			tok, inst := rnd(alnum, 40), "https://git."+hdpDomain()
			t := fmt.Sprintf("  runner:\n    image: gitea/act_runner:latest\n    environment:\n      CONFIG_FILE: /config.yaml\n      GITEA_INSTANCE_URL: \"%s\"\n      GITEA_RUNNER_REGISTRATION_TOKEN: \"%s\"\n      GITEA_RUNNER_NAME: \"%s\"\n    volumes:\n      - /var/run/docker.sock:/var/run/docker.sock",
				inst, tok, hdpOneOf("lab-runner-1", "docker01-runner", "builder"))
			return hdpS("runner-token", "compose", t, []string{tok}, inst)
		},
		func() Sample {
			tok, user, host := hdpHex(40), hdpPerson(), "git."+hdpDomain()
			t := fmt.Sprintf("$ git remote -v\norigin\thttps://%s:%s@%s/%s/homelab-ansible.git (fetch)\norigin\thttps://%s:%s@%s/%s/homelab-ansible.git (push)",
				user, tok, host, user, user, tok, host, user)
			return hdpS("git-token", "shell", t, []string{tok}, host)
		},
		func() Sample {
			tok, user := hdpGhp(), hdpPerson()+rnd(digits, 2)
			t := fmt.Sprintf("$ echo %s | docker login ghcr.io -u %s --password-stdin\nWARNING! Your password will be stored unencrypted in /root/.docker/config.json.\nLogin Succeeded", tok, user)
			return hdpS("github-token", "shell", t, []string{tok}, "-u "+user)
		},
		func() Sample {
			tok, user := hdpDockerPat(), hdpPerson()+hdpOneOf("lab", "42", "-home")
			t := fmt.Sprintf("hitting the docker hub pull rate limit on the k3s nodes again. made a read-only PAT for %s: %s\nwill put it into the registries.yaml on every node", user, tok)
			return hdpS("docker-token", "chat", t, []string{tok}, user)
		},
		func() Sample {
			tok, org, bucket := hdpB64(64), hdpOneOf("home", "lab", hdpPerson()), hdpOneOf("proxmox", "telegraf", "homeassistant")
			t := fmt.Sprintf("[[outputs.influxdb_v2]]\n  urls = [\"http://%s:8086\"]\n  token = \"%s\"\n  organization = \"%s\"\n  bucket = \"%s\"\n\n[[inputs.cpu]]\n  percpu = true\n  totalcpu = true",
				hdpIP(), tok, org, bucket)
			return hdpS("influxdb-token", "toml", t, []string{tok}, "bucket = \""+bucket+"\"")
		},
		func() Sample {
			tok := hdpGrafanaSA()
			t := fmt.Sprintf("Grafana widget for the dashboard page:\n  type: grafana\n  url: http://%s:3000\n  key: %s   # service account \"homepage\", Viewer role", hdpIP(), tok)
			return hdpS("grafana-token", "yaml", t, []string{tok})
		},
		func() Sample {
			hook := hdpDiscordHook()
			t := fmt.Sprintf("Uptime Kuma notifications: everything goes to the #%s channel on our Discord via webhook\n%s\nmonitors: %s, %s, %s (60s interval, 3 retries)",
				hdpOneOf("homelab-alerts", "status", "servers"), hook, hdpHost(), hdpHost(), hdpHost())
			return hdpS("discord-webhook", "notes", t, []string{hook})
		},
		func() Sample {
			hook := hdpSlackHook()
			t := fmt.Sprintf("#!/bin/sh\nSLACK_URL=\"%s\"\nif ! restic -r /mnt/backup/restic check --read-data-subset=5%%; then\n  curl -s -X POST -H 'Content-type: application/json' \\\n    --data '{\"text\":\"restic check FAILED on '\"$(hostname)\"'\"}' \"$SLACK_URL\"\nfi",
				hook)
			return hdpS("slack-webhook", "script", t, []string{hook})
		},
		func() Sample {
			tok, chat := hdpTelegram(), fmt.Sprintf("-100%d", hdpN(1000000000, 1999999999))
			t := fmt.Sprintf("  watchtower:\n    image: containrrr/watchtower\n    environment:\n      - WATCHTOWER_SCHEDULE=0 0 4 * * *\n      - WATCHTOWER_CLEANUP=true\n      - WATCHTOWER_NOTIFICATION_URL=telegram://%s@telegram?chats=%s\n    volumes:\n      - /var/run/docker.sock:/var/run/docker.sock",
				tok, chat)
			return hdpS("telegram-bot-token", "compose", t, []string{tok}, "chats="+chat)
		},
		func() Sample {
			tok, host := hdpGotify(), "gotify."+hdpDomain()
			t := fmt.Sprintf("curl \"https://%s/message?token=%s\" -F \"title=SMART warning\" -F \"message=/dev/sd%s reallocated sectors: %d\" -F \"priority=%d\"",
				host, tok, hdpOneOf("a", "b", "c", "d"), hdpN(1, 90), hdpN(4, 8))
			return hdpS("gotify-token", "shell", t, []string{tok}, host)
		},
		func() Sample {
			tok := hdpPortainer()
			t := fmt.Sprintf("%s is there a way to redeploy a stack from a webhook without git? For now I'm doing\n\ncurl -k -H \"X-API-Key: %s\" -X PUT https://%s:9443/api/stacks/%d/git/redeploy?endpointId=%d\n\n%s",
				hdpHi(), tok, hdpIP(), hdpN(1, 40), hdpN(1, 3), hdpThanks())
			return hdpS("portainer-token", "forum", t, []string{tok})
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("minioadmin-"+hdpPerson(), "admin", "s3root")
			t := fmt.Sprintf("MINIO_ROOT_USER=%s\nMINIO_ROOT_PASSWORD=%s\nMINIO_VOLUMES=\"/mnt/data\"\nMINIO_BROWSER_REDIRECT_URL=https://minio.%s",
				user, pw, hdpDomain())
			return hdpS("minio-password", "env", t, []string{pw}, "MINIO_ROOT_USER="+user)
		},
		func() Sample {
			pw, user := hdpPw(), hdpOneOf("immich", "authentik", "gitea", "outline", "linkwarden")
			if rng.IntN(3) == 0 {
				pw = rnd(alnum, hdpN(24, 32))
			}
			t := fmt.Sprintf("DATABASE_URL=postgresql://%s:%s@postgres:5432/%s\nREDIS_URL=redis://redis:6379\nNODE_ENV=production\nPORT=%d",
				user, pw, user, hdpN(3000, 3999))
			return hdpS("db-password", "env", t, []string{pw}, "postgresql://"+user)
		},
		func() Sample {
			key, dev := rnd(alnum, 32), hdpSyncthingID()
			t := fmt.Sprintf("    <device id=\"%s\" name=\"%s\" compression=\"metadata\">\n        <address>dynamic</address>\n    </device>\n    <gui enabled=\"true\" tls=\"false\">\n        <address>0.0.0.0:8384</address>\n        <apikey>%s</apikey>\n        <theme>default</theme>\n    </gui>",
				dev, hdpHost(), key)
			return hdpS("syncthing-api-key", "xml", t, []string{key}, dev)
		},
		func() Sample {
			db, root := hdpPw(), hdpPw()
			t := fmt.Sprintf("services:\n  npm:\n    image: jc21/nginx-proxy-manager:latest\n    environment:\n      DB_MYSQL_HOST: \"db\"\n      DB_MYSQL_USER: \"npm\"\n      DB_MYSQL_PASSWORD: \"%s\"\n      DB_MYSQL_NAME: \"npm\"\n  db:\n    image: jc21/mariadb-aria:latest\n    environment:\n      MYSQL_ROOT_PASSWORD: '%s'\n      MYSQL_DATABASE: 'npm'\n      MYSQL_USER: 'npm'\n      MYSQL_PASSWORD: '%s'",
				db, root, db)
			if rng.IntN(3) > 0 {
				t = strings.Replace(t, "MYSQL_ROOT_PASSWORD: '"+root+"'", "MARIADB_RANDOM_ROOT_PASSWORD: 'yes'", 1)
				return hdpS("db-password", "compose", t, []string{db})
			}
			return hdpS("db-password", "compose", t, []string{db, root})
		},
		func() Sample {
			ak, sk := hdpAWSID(), hdpAWSSecret()
			t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: longhorn-backup-target\n  namespace: longhorn-system\ntype: Opaque\nstringData:\n  AWS_ACCESS_KEY_ID: %s\n  AWS_SECRET_ACCESS_KEY: %s\n  AWS_ENDPOINTS: https://s3.%s.amazonaws.com",
				ak, sk, hdpOneOf("eu-central-1", "us-west-2", "eu-north-1"))
			return hdpS("aws-access-key", "k8s-yaml", t, []string{ak, sk}, "longhorn-backup-target")
		},
	}
}
