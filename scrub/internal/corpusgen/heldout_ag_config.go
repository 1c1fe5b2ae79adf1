package main

// Database URLs, shell commands with passwords, private keys, JWTs, basic auth, .env files,
// Kubernetes secrets and package-manager configs (pip, conda, netrc, R repos).

import (
	"strings"
)

func hagConfigs() []Sample {
	var out []Sample
	out = append(out, hagRep(9, hagDBURL)...)
	out = append(out, hagRep(14, hagShellCmd)...)
	out = append(out, hagRep(6, hagPEM)...)
	out = append(out, hagRep(3, hagOpenSSH)...)
	out = append(out, hagRep(5, hagJWTs)...)
	out = append(out, hagRep(6, hagBasicAuth)...)
	out = append(out, hagRep(4, hagDotenv)...)
	out = append(out, hagRep(3, hagK8s)...)
	out = append(out, hagRep(6, hagPkgConf)...)
	return out
}

func hagDBURL(i int) Sample {
	pw := hagPwURL()
	u := hagP("postgres", "labdb", "redcap", "survey_rw", "omero", "ckan")
	host := hagP("db.lab.example.edu", "10.20.4.17", "postgres.hpc.uni-example.de", "mysql-1.stats.example.ac.uk", "localhost")
	var url string
	switch i % 5 {
	case 0, 1:
		url = "postgresql://" + u + ":" + pw + "@" + host + ":5432/" + hagP("eeg", "cohort", "omero", "mri_meta")
	case 2:
		url = "mysql://" + u + ":" + pw + "@" + host + ":3306/" + hagP("redcap", "limesurvey")
	case 3:
		url = "mongodb+srv://" + u + ":" + pw + "@cluster0." + hagR(lower+digits, 5) + ".mongodb.net/experiments?retryWrites=true"
	default:
		url = "redis://:" + pw + "@" + host + ":6379/0"
	}
	switch i % 9 {
	case 0:
		return hagS("database-url", "env", "DATABASE_URL="+url, pw)
	case 1:
		return hagK(hagS("database-url", "python", "from sqlalchemy import create_engine\n\nengine = create_engine(\""+url+"\")\ndf = pd.read_sql(\"select * from sessions\", engine)", pw), "df = pd.read_sql(\"select * from sessions\", engine)")
	case 2:
		return hagS("database-url", "r", "con <- DBI::dbConnect(RPostgres::Postgres(), dbname = \"cohort\", host = \""+host+"\",\n                      user = \""+u+"\", password = \""+pw+"\")", pw)
	case 3:
		return hagS("database-url", "chat", "connection string for the shared db: "+url, pw)
	case 4:
		return hagS("database-url", "yaml", "database:\n  url: "+url+"\n  pool: 5", pw)
	case 5:
		return hagS("database-url", "chat-de", "Die Datenbank erreichst du über "+url+" (nur aus dem Uni-Netz).", pw)
	case 6:
		return hagS("database-url", "ini", "[postgresql]\nhost = "+host+"\nuser = "+u+"\npassword = "+pw+"\ndbname = cohort", pw)
	case 7:
		return hagS("database-url", "pgpass", host+":5432:*:"+u+":"+pw, pw)
	default:
		return hagS("database-url", "json", "{\"ConnectionStrings\": {\"Lab\": \"Server="+host+";Database=Samples;User Id="+u+";Password="+pw+";\"}}", pw)
	}
}

func hagShellCmd(i int) Sample {
	pw := hagPwURL()
	u := hagUser()
	h := hagHost()
	switch i % 14 {
	case 0:
		return hagS("cli-password", "shell", "curl -u "+u+":"+pw+" https://"+h+"/api/v1/status", pw)
	case 1:
		return hagS("cli-password", "shell", "docker login registry.gitlab.example.edu -u "+u+" -p "+pw, pw)
	case 2:
		return hagS("cli-password", "shell", "mysql -u root -p"+pw+" -h 127.0.0.1 redcap < dump.sql", pw)
	case 3:
		return hagS("cli-password", "shell", "sshpass -p '"+pw+"' ssh "+u+"@"+h+" 'squeue -u "+u+"'", pw)
	case 4:
		return hagS("cli-password", "shell", "smbclient //fs.uni-example.de/ag-daten -U "+u+"%"+pw+" -c 'ls'", pw)
	case 5:
		return hagS("cli-password", "shell", "PGPASSWORD="+pw+" psql -h db.lab.example.edu -U "+u+" -d cohort -c '\\dt'", pw)
	case 6:
		return hagS("cli-password", "shell", "lftp -u "+u+","+pw+" sftp://data.beamline.example.org", pw)
	case 7:
		return hagS("cli-password", "shell", "wget --user="+u+" --password="+pw+" https://data.example.edu/restricted/cohort_v3.tar.gz", pw)
	case 8:
		return hagS("cli-password", "shell", "export RSYNC_PASSWORD="+pw+"\nrsync -av rsync://"+u+"@archive.example.edu/lab/ ./backup/", pw)
	case 9:
		return hagS("cli-password", "cmd", "net use Z: \\\\fs01\\lab "+pw+" /user:UNI\\"+u, pw)
	case 10:
		return hagS("cli-password", "shell", "echo '"+pw+"' | sudo openconnect --user="+u+" --passwd-on-stdin vpn.uni-example.de", pw)
	case 11:
		return hagK(hagS("cli-password", "shell", "$ sudo mount -t cifs //nas-lab3.local/raw /mnt/raw -o username="+u+",password="+pw+",uid=1000\n$ ls /mnt/raw | head", pw), "$ ls /mnt/raw | head")
	case 12:
		return hagS("cli-password", "shell", "mongodump --uri \"mongodb://"+u+":"+pw+"@10.20.4.9:27017/experiments\" --out /scratch/"+u+"/dump", pw)
	default:
		return hagS("cli-password", "shell", "ssh-keygen -p -P '"+pw+"' -N '' -f ~/.ssh/id_ed25519", pw)
	}
}

func hagPEM(i int) Sample {
	kind, prefix := "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA"
	switch i % 3 {
	case 1:
		kind, prefix = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
	case 2:
		kind, prefix = "EC PRIVATE KEY", "MHcCAQEEI"
	}
	lines := 25
	if kind == "EC PRIVATE KEY" {
		lines = 3
	}
	body := hagPEMBody(prefix, lines, 64, "\n")
	block := "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----"
	switch i % 6 {
	case 0:
		return hagS("private-key", "pem", block, body)
	case 1:
		return hagK(hagS("private-key", "chat", "here's the deploy key for the docs site, put it in the CI variables:\n"+block+"\nthanks!", body), "thanks!")
	case 2:
		return hagS("private-key", "notes", "instrument PC → NAS backup key\n"+block, body)
	case 3:
		return hagS("private-key", "yaml", "tls:\n  key: |\n    "+strings.ReplaceAll(block, "\n", "\n    "), strings.ReplaceAll(body, "\n", "\n    "))
	case 4:
		return hagK(hagS("private-key", "shell", "$ cat grader_key.pem\n"+block+"\n$ chmod 600 grader_key.pem", body), "$ chmod 600 grader_key.pem")
	default:
		return hagS("private-key", "chat-de", "Hier der private Schlüssel für den Jupyter-Server:\n"+block, body)
	}
}

func hagOpenSSH(i int) Sample {
	body := hagPEMBody("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 7, 70, "\n")
	block := "-----BEGIN OPENSSH PRIVATE KEY-----\n" + body + "\n-----END OPENSSH PRIVATE KEY-----"
	switch i % 3 {
	case 0:
		return hagS("ssh-private-key", "chat", "my ~/.ssh/id_ed25519 for the cluster, can you check why it's rejected?\n"+block, body)
	case 1:
		return hagK(hagS("ssh-private-key", "notes", "Login node key (lab account)\nHost: login1.hpc.uni-example.de\n"+block, body), "Host: login1.hpc.uni-example.de")
	default:
		return hagS("ssh-private-key", "chat-es", "te paso la clave privada para el servidor del grupo:\n"+block, body)
	}
}

func hagJWTs(i int) Sample {
	j := hagJWT()
	switch i % 5 {
	case 0:
		return hagS("jwt", "shell", "curl -H \"Authorization: Bearer "+j+"\" https://jupyter.physics.example.ac.uk/hub/api/users", j)
	case 1:
		return hagS("jwt", "chat", "session token from the LMS dev tools: "+j, j)
	case 2:
		return hagK(hagS("jwt", "log", hagDate()+" "+hagTime()+" WARN auth: token expired for request "+hagR(hexs, 16)+" token="+j+"\n"+hagDate()+" "+hagTime()+" INFO retrying with refresh", j), "INFO retrying with refresh")
	case 3:
		return hagS("jwt", "http", "GET /api/v1/courses HTTP/1.1\nHost: canvas.example.edu\nAuthorization: Bearer "+j+"\nAccept: application/json", j)
	default:
		return hagS("jwt", "chat-pt", "o token de acesso do portal é "+j, j)
	}
}

func hagBasicAuth(i int) Sample {
	u, pw := hagUser(), hagPwURL()
	b := hagB64(u + ":" + pw)
	switch i % 6 {
	case 0:
		return hagS("basic-auth", "http", "GET /restricted/ HTTP/1.1\nHost: data.example.edu\nAuthorization: Basic "+b, b)
	case 1:
		return hagS("basic-auth", "url", "https://"+u+":"+pw+"@webdav.uni-example.de/remote.php/dav/files/"+u+"/", pw)
	case 2:
		return hagS("basic-auth", "shell", "curl -H 'Authorization: Basic "+b+"' https://lab-wiki.example.edu/api/pages", b)
	case 3:
		return hagS("basic-auth", "chat", "the dataset mirror is at https://"+u+":"+pw+"@mirror.lab.example.edu/datasets/ (basic auth)", pw)
	case 4:
		return hagS("basic-auth", "nginx", "location /grafana/ {\n    proxy_pass http://127.0.0.1:3000/;\n    proxy_set_header Authorization \"Basic "+b+"\";\n}", b)
	default:
		return hagS("basic-auth", "python", "r = requests.get(\"https://api.lab.example.edu/samples\", auth=(\""+u+"\", \""+pw+"\"))", pw)
	}
}

func hagDotenv(i int) Sample {
	pw := hagRandURL(hagN(16, 24))
	secret := hagR(alnum+"!@#%^*", 50)
	tok := hagR(alnum, 24)
	text := "# .env for the survey app (" + hagCourse() + " project)\nDEBUG=false\nDB_HOST=localhost\nDB_USER=survey\nDB_PASSWORD=" + pw +
		"\nDJANGO_SECRET_KEY=" + secret + "\nZOTERO_API_KEY=" + tok + "\nALLOWED_HOSTS=survey.example.edu"
	if i%2 == 1 {
		text = "SECRET_KEY='" + secret + "'\nSQLALCHEMY_DATABASE_URI='postgresql://survey:" + pw + "@localhost/survey'\nZOTERO_KEY='" + tok + "'\nMAIL_SERVER='smtp.example.edu'"
		return hagK(hagS("dotenv", "env", text, secret, pw, tok), "MAIL_SERVER='smtp.example.edu'")
	}
	return hagK(hagS("dotenv", "env", text, pw, secret, tok), "ALLOWED_HOSTS=survey.example.edu", "DB_USER=survey")
}

func hagK8s(i int) Sample {
	pw := hagPw()
	b := hagB64(pw)
	tok := hagB64(hagR(hexs, 40))
	text := "apiVersion: v1\nkind: Secret\nmetadata:\n  name: jupyterhub-db\n  namespace: " + hagP("jhub", "lab", "teaching") +
		"\ntype: Opaque\ndata:\n  username: " + hagB64(hagUser()) + "\n  password: " + b + "\n  api-token: " + tok
	if i == 2 {
		text = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: rstudio-auth\nstringData:\n  password: " + pw + "\n  api-token: " + tok
		return hagS("kubernetes-secret", "yaml", text, pw, tok)
	}
	return hagS("kubernetes-secret", "yaml", text, b, tok)
}

func hagPkgConf(i int) Sample {
	u, pw := hagUser(), hagPwURL()
	switch i % 6 {
	case 0:
		return hagK(hagS("package-config", "ini", "[global]\nextra-index-url = https://"+u+":"+pw+"@pypi.lab.example.edu/simple\ntimeout = 60", pw), "timeout = 60")
	case 1:
		tok := hagR(lower+digits, 2) + "-" + hagR(hexs, 8) + "-" + hagR(hexs, 4) + "-" + hagR(hexs, 4) + "-" + hagR(hexs, 12)
		return hagS("package-config", "yaml", "# ~/.condarc\nchannels:\n  - https://conda.anaconda.org/t/"+tok+"/lab-private\n  - conda-forge\nchannel_priority: strict", tok)
	case 2:
		return hagS("package-config", "netrc", "machine data.example.edu\n  login "+u+"\n  password "+pw+"\nmachine urs.earthdata.nasa.gov login "+u+" password "+pw, pw)
	case 3:
		return hagS("package-config", "r", "options(repos = c(LAB = \"https://"+u+":"+pw+"@cran.lab.example.edu\", CRAN = \"https://cloud.r-project.org\"))", pw)
	case 4:
		return hagS("package-config", "shell", "pip install --index-url https://__token__:"+pw+"@gitlab.example.edu/api/v4/projects/412/packages/pypi/simple labtools", pw)
	default:
		return hagS("package-config", "toml", "[[tool.poetry.source]]\nname = \"lab\"\nurl = \"https://pypi.lab.example.edu/simple\"\n\n[http-basic.lab]\nusername = \""+u+"\"\npassword = \""+pw+"\"", pw)
	}
}
