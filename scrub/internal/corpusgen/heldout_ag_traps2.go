package main

// Traps of everyday academic text: placeholders, menu paths, file paths and URLs, talk about
// passwords with none in it, tickets, dates and phone numbers, catalogue numbers, code that
// handles credentials without holding one, "token" and "key" in their research meanings.

import (
	"fmt"
	"strings"
)

func hagTraps2() []Sample {
	var out []Sample
	out = append(out, hagRep(22, hagTrapPlaceholder)...)
	out = append(out, hagRep(10, hagTrapMenu)...)
	out = append(out, hagRep(24, hagTrapPaths)...)
	out = append(out, hagRep(30, hagTrapTalk)...)
	out = append(out, hagRep(16, hagTrapTicket)...)
	out = append(out, hagRep(16, hagTrapProduct)...)
	out = append(out, hagRep(24, hagTrapCode)...)
	out = append(out, hagRep(16, hagTrapTokenWord)...)
	out = append(out, hagRep(12, hagTrapWiki)...)
	out = append(out, hagRep(8, hagTrapLatex)...)
	out = append(out, hagRep(14, hagTrapPrompt)...)
	return out
}

func hagTrapPlaceholder(i int) Sample {
	switch i % 11 {
	case 0:
		return hagT("trap-placeholder", "markdown", "## Setup\n\n1. Copy `.env.example` to `.env`\n2. Set `CANVAS_API_TOKEN=<your-token>`\n3. Run `python sync_grades.py`")
	case 1:
		return hagT("trap-placeholder", "env", "# .env.example\nZOTERO_API_KEY=your_api_key_here\nZOTERO_LIBRARY_ID=1234567\nDB_PASSWORD=changeme")
	case 2:
		return hagT("trap-placeholder", "yaml", "database:\n  user: survey\n  password: ${DB_PASSWORD}\n  host: ${DB_HOST:-localhost}")
	case 3:
		return hagT("trap-placeholder", "chat", "the password field in the template says changeme, replace it with your own before deploying")
	case 4:
		return hagT("trap-placeholder", "shell", "export HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxx   # put your own token here")
	case 5:
		return hagT("trap-placeholder", "ansible", "jupyterhub_admin_password: \"{{ vault_jupyterhub_admin_password }}\"\nmoodle_db_password: \"{{ vault_moodle_db_password }}\"")
	case 6:
		return hagT("trap-placeholder", "chat-de", "Im Wiki steht beim Passwort nur ******** – frag "+hagName()+", die hat den Zugang.")
	case 7:
		return hagT("trap-placeholder", "r", "# Zotero key goes in ~/.Renviron as ZOTERO_KEY=<key>; never hard-code it here\nkey <- Sys.getenv(\"ZOTERO_KEY\")")
	case 8:
		return hagT("trap-placeholder", "log", "config loaded: db_password=<redacted> api_key=[REDACTED] user="+hagUser())
	case 9:
		return hagT("trap-placeholder", "chat-es", "en la plantilla pon TU_TOKEN_AQUI donde dice token, y no lo subas a git")
	default:
		return hagT("trap-placeholder", "ini", "[moodle]\nurl = https://moodle.example.it\ntoken = XXXX-XXXX-XXXX\n; ask the e-learning team for a real token")
	}
}

func hagTrapMenu(i int) Sample {
	switch i % 5 {
	case 0:
		return hagT("trap-menu-path", "chat", "go to Admin / Settings / Users and reset it from there")
	case 1:
		return hagT("trap-menu-path", "notes", "Canvas: Account > Settings > Approved Integrations > + New Access Token (don't paste it here)")
	case 2:
		return hagT("trap-menu-path", "chat-de", "In Moodle unter Website-Administration / Plugins / Webservices / Tokens verwalten")
	case 3:
		return hagT("trap-menu-path", "chat", "Overleaf: Account Settings → Git Integration → Generate token")
	default:
		return hagT("trap-menu-path", "chat-es", "Menú: Inicio / Administración / Usuarios / Cambiar contraseña")
	}
}

func hagTrapPaths(i int) Sample {
	u := hagUser()
	switch i % 10 {
	case 0:
		return hagT("trap-path", "chat", "the key is in /home/"+u+"/.ssh/id_ed25519, permissions 600, not in the repo")
	case 1:
		return hagT("trap-url", "chat", "slides: https://moodle.example.it/course/view.php?id="+hagR(digits, 4)+"&section=3")
	case 2:
		return hagT("trap-email", "email", "From: "+strings.ToLower(hagName())+"."+strings.ToLower(hagLast[rng.IntN(len(hagLast))])+"@uni-example.de\nTo: hpc-support@example.edu\nSubject: quota on /work\n\nHi, could you raise my quota to 2 TB? Thanks.")
	case 3:
		return hagT("trap-username", "chat", "my username on the cluster is "+u+", same as the university login")
	case 4:
		return hagT("trap-hostname", "notes", "Login nodes: login1.hpc.uni-example.de, login2.hpc.uni-example.de\nData mover: dtn.hpc.uni-example.de\nJupyterHub: https://jupyter.hpc.uni-example.de")
	case 5:
		return hagT("trap-path", "shell", "$ ls ~/.config/gcloud/\nactive_config  configurations  credentials.db  legacy_credentials")
	case 6:
		return hagT("trap-url", "markdown", "- Data: https://zenodo.org/records/"+hagR(digits, 8)+"\n- Code: https://github.com/"+hagOrg()+"/"+hagRepo()+"\n- Docs: https://"+hagOrg()+".github.io/"+hagRepo()+"/")
	case 7:
		return hagT("trap-path", "python", "CREDENTIALS_FILE = Path.home() / \".config\" / \"lab\" / \"service-account.json\"")
	case 8:
		return hagT("trap-username", "chat-pt", "meu usuário no servidor é "+u+" e o grupo é "+hagOrg())
	default:
		return hagT("trap-url", "chat", "clone it with git clone git@github.com:"+hagOrg()+"/"+hagRepo()+".git")
	}
}

var hagTalkT = []string{
	"the password policy requires 12 characters, one digit and one symbol",
	"I forgot my SSO password again, the reset link goes to my old email",
	"Passwörter müssen seit Januar alle 180 Tage geändert werden.",
	"please never send passwords by e-mail, use the university vault instead",
	"la contraseña debe tener al menos 10 caracteres y no puede repetir las últimas cinco",
	"密码至少需要 12 位，包含大小写字母和数字",
	"비밀번호는 90일마다 변경해야 합니다",
	"a senha do portal expira a cada seis meses, lembra de trocar",
	"la password scade ogni 90 giorni, riceverai una mail di promemoria",
	"Reset your password at https://sso.uni-example.de/reset — the helpdesk cannot see it.",
	"The VPN needs your university password plus the 6-digit code from the authenticator app.",
	"Two-factor is mandatory on the cluster from March; set it up in the self-service portal.",
	"we rotated the API token for the Canvas integration yesterday, update your local .env",
	"Password manager recommendation for the lab: KeePassXC, database on the group share.",
	"student asked whether the exam password is the same as the Moodle one (it isn't)",
	"Tipp: Das Kennwort fürs WLAN bekommt ihr an der Pforte.",
	"Minutes: discussed secrets handling in the pipeline; agreed to move tokens to GitLab CI variables.",
	"the secret sauce of the method is the preconditioner, not the network",
	"If the login asks for a password twice, your Kerberos ticket expired; run kinit.",
	"Passphrase for the SSH key is the one you chose when you ran ssh-keygen, we don't store it.",
	"token expired, re-authenticating",
	"La clave es normalizar antes de entrenar el modelo.",
	"Der Schlüssel zum Erfolg war die längere Äquilibrierung.",
	"Account locked after 5 failed attempts; wait 15 minutes or call the IT desk at ext. 4410.",
	"the key finding: response latency drops by 18% after training",
	"Primary key of the participants table is (site_id, subject_id).",
	"Quem esqueceu a senha pode redefinir no portal do aluno.",
	"请不要把密码写在实验记录本上",
	"Die Zugangsdaten für den Messrechner gibt es nur persönlich bei der Einweisung.",
	"ask the lab manager for the door code, it changes every semester",
}

func hagTrapTalk(i int) Sample {
	f := "chat"
	t := hagTalkT[i%len(hagTalkT)]
	if i%3 == 0 {
		f = "notes"
	}
	return hagT("trap-password-talk", f, t)
}

func hagTrapTicket(i int) Sample {
	switch i % 6 {
	case 0:
		return hagT("trap-ticket", "ticket", "INC"+hagR(digits, 7)+" – JupyterHub spawner timeout\nOpened: "+hagDate()+" "+hagTime()[:5]+"\nPriority: P3\nAssigned: Research Computing")
	case 1:
		return hagT("trap-phone", "email", "Kind regards,\n"+hagProf()+"\nDepartment of Physics\nTel. +49 6221 54-"+hagR(digits, 5)+"\nRoom 3.114")
	case 2:
		return hagT("trap-ticket", "chat", "opened RITM"+hagR(digits, 7)+" for the extra GPU hours, ref HPC-"+hagR(digits, 4))
	case 3:
		return hagT("trap-date", "notes", "Deadlines\n- "+hagDate()+" abstract\n- "+hagDate()+" full paper\n- "+hagDate()+" camera ready")
	case 4:
		return hagT("trap-phone", "chat-es", "si hay problemas con el equipo llama al +34 91 "+hagR(digits, 3)+" "+hagR(digits, 2)+" "+hagR(digits, 2)+" (técnico de guardia)")
	default:
		return hagT("trap-ticket", "chat-ko", "문의 번호 #"+hagR(digits, 6)+" 로 접수되었습니다. 담당자 연락처 02-"+hagR(digits, 3)+"-"+hagR(digits, 4))
	}
}

func hagTrapProduct(i int) Sample {
	switch i % 6 {
	case 0:
		return hagT("trap-product-code", "notes", "Order: Sigma-Aldrich A"+hagR(digits, 4)+"-5G, lot SLC"+hagR(upper+digits, 6)+", exp. "+hagDate())
	case 1:
		return hagT("trap-product-code", "csv", "item,catalog,lot,qty\nDMEM,11965-092,"+hagR(digits, 7)+",6\nFBS,10270-106,"+hagR(digits, 7)+",1")
	case 2:
		return hagT("trap-product-code", "log", "Instrument: Agilent 1260 Infinity II SN DEAE"+hagR(digits, 6)+"\nMethod: gradient_"+hagR(digits, 2)+".M\nColumn: ZORBAX SB-C18 "+hagR(digits, 6)+"-902")
	case 3:
		return hagT("trap-product-code", "chat", "the replacement objective is part no. 420"+hagR(digits, 3)+"-9900-000, serial "+hagR(upper+digits, 10))
	case 4:
		return hagT("trap-product-code", "chat-de", "Gerätenummer des Kryostaten: "+hagR(upper, 2)+"-"+hagR(digits, 6)+", Inventar "+hagR(digits, 8))
	default:
		return hagT("trap-product-code", "notes", "MATLAB licence number "+hagR(digits, 6)+" (campus-wide, TAH), license server 27000@lic.uni-example.de")
	}
}

var hagCodeT = []struct{ f, t string }{
	{"python", "password = getpass.getpass(\"Cluster password: \")\nclient.connect(host, username=user, password=password)"},
	{"python", "import os\n\nTOKEN = os.environ[\"CANVAS_API_TOKEN\"]\nheaders = {\"Authorization\": f\"Bearer {TOKEN}\"}"},
	{"python", "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())\nif not bcrypt.checkpw(attempt.encode(), hashed):\n    raise PermissionError(\"wrong password\")"},
	{"r", "api_key <- Sys.getenv(\"ZOTERO_KEY\")\nif (api_key == \"\") stop(\"set ZOTERO_KEY in ~/.Renviron\")"},
	{"r", "pw <- keyring::key_get(\"redcap\", username = \"survey\")\ncon <- DBI::dbConnect(RPostgres::Postgres(), user = \"survey\", password = pw)"},
	{"matlab", "cd(pwd)\naddpath(genpath(fullfile(pwd, 'toolbox')))\nresults = run_analysis(cfg);"},
	{"javascript", "const token = process.env.DISCORD_TOKEN;\nif (!token) throw new Error('DISCORD_TOKEN missing');\nclient.login(token);"},
	{"shell", "read -s -p \"Password: \" PW\necho\nsshpass -e ssh \"$USER@login1\"  # SSHPASS taken from env"},
	{"go", "secret := os.Getenv(\"MOODLE_TOKEN\")\nif secret == \"\" {\n\treturn errors.New(\"MOODLE_TOKEN not set\")\n}"},
	{"python", "def validate_password(pw: str) -> bool:\n    return len(pw) >= 12 and any(c.isdigit() for c in pw)"},
	{"yaml", "- name: Deploy docs\n  env:\n    GH_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n  run: mkdocs gh-deploy --force"},
	{"python", "parser.add_argument(\"--api-key\", help=\"Zotero API key (default: $ZOTERO_API_KEY)\")"},
	{"sql", "ALTER TABLE users ADD COLUMN password_hash TEXT NOT NULL;\nCREATE INDEX idx_users_email ON users(email);"},
	{"python", "tokens = tokenizer(batch[\"text\"], truncation=True, max_length=512)\nprint(len(tokens[\"input_ids\"]))"},
	{"shell", "gcloud auth application-default login\nexport GOOGLE_APPLICATION_CREDENTIALS=$HOME/.config/gcloud/application_default_credentials.json"},
	{"python", "from google.oauth2 import service_account\ncreds = service_account.Credentials.from_service_account_file(KEY_PATH)"},
	{"r", "gitcreds::gitcreds_set()  # paste the PAT at the prompt, it goes to the OS keychain"},
	{"python", "secret_key = secrets.token_urlsafe(32)  # generated at startup, never logged"},
	{"shell", "kubectl create secret generic hub-db --from-literal=password=\"$(pass show lab/hub-db)\""},
	{"python", "if user.check_password(form.password.data):\n    login_user(user)\nelse:\n    flash(\"Invalid username or password\")"},
	{"php", "$token = get_config('local_sync', 'wstoken');\nif (empty($token)) { throw new moodle_exception('notoken'); }"},
	{"slurm", "#SBATCH --mail-user=" + "me@example.edu\n#SBATCH --mail-type=END,FAIL\nsource ~/.secrets/wandb.sh   # exports WANDB_API_KEY\npython train.py"},
}

func hagTrapCode(i int) Sample {
	c := hagCodeT[i%len(hagCodeT)]
	return hagT("trap-code-no-secret", c.f, c.t)
}

func hagTrapTokenWord(i int) Sample {
	n := hagN(1000, 90000)
	switch i % 8 {
	case 0:
		return hagT("trap-nlp-token", "notes", fmt.Sprintf("Corpus stats: %d documents, %d tokens, %d types; the token 'the' occurs %d times.", hagN(100, 999), n*100, n/3, n))
	case 1:
		return hagT("trap-nlp-token", "python", fmt.Sprintf("response = model.generate(prompt, max_new_tokens=%d, temperature=0.7)", hagN(64, 4096)))
	case 2:
		return hagT("trap-nlp-token", "chat", "the tokenizer splits 'unbelievable' into 3 tokens, that's why the counts differ")
	case 3:
		return hagT("trap-key-word", "notes", "Key: ● significant (p < 0.05), ○ not significant; error bars = 95% CI")
	case 4:
		return hagT("trap-key-word", "chat-de", "Schlüsselwörter: Proteinfaltung, Molekulardynamik, GROMACS")
	case 5:
		return hagT("trap-nlp-token", "log", fmt.Sprintf("epoch 3 | step %d | loss 2.%03d | tokens/s %d | lr 3.0e-04", n, hagN(0, 999), hagN(20000, 90000)))
	case 6:
		return hagT("trap-key-word", "python", "df = df.merge(meta, on=\"subject_id\", how=\"left\")\ndf.sort_values(by=\"session\", key=lambda s: s.str.lower())")
	default:
		return hagT("trap-nlp-token", "chat-zh", fmt.Sprintf("上下文长度 %d token，显存不够就减小 batch size", hagN(2, 32)*1024))
	}
}

func hagTrapWiki(i int) Sample {
	switch i % 6 {
	case 0:
		return hagT("trap-wiki", "wiki", "== Confocal (Zeiss LSM 980) ==\n* Room: B2.07\n* Booking: via the core facility calendar\n* Login: personal university account\n* Export: .czi to the NAS share \\\\nas-lab3\\confocal")
	case 1:
		return hagT("trap-wiki", "markdown", "# New student checklist\n\n- [ ] get keycard from the porter\n- [ ] request cluster account (form HPC-1)\n- [ ] set up 2FA\n- [ ] join the Slack channel #lab-general")
	case 2:
		return hagT("trap-wiki", "notes", "HPLC shutdown: flush with 50:50 MeOH/H2O for 30 min at 0.5 mL/min, then switch off the pump. Column "+hagR(upper+digits, 8)+" back in the drawer.")
	case 3:
		return hagT("trap-wiki", "wiki-de", "== Drucker 2. OG ==\nTreiber: Kyocera TASKalfa\nIP: "+hagIP()+"\nAnmeldung mit Uni-Kennung, kein separates Passwort nötig.")
	case 4:
		return hagT("trap-wiki", "notes", "Cluster etiquette: don't run jobs on the login nodes; use sbatch or salloc. Scratch is purged after 30 days.")
	default:
		return hagT("trap-wiki", "markdown", "| Instrument | Room | Contact |\n|---|---|---|\n| qPCR QuantStudio 5 | 1.12 | "+hagName()+" |\n| Plate reader | 1.14 | "+hagName()+" |")
	}
}

func hagTrapLatex(i int) Sample {
	switch i % 4 {
	case 0:
		return hagT("trap-latex", "latex", "\\begin{table}[t]\n\\centering\n\\caption{Hyper-parameters.}\n\\label{tab:hparams}\n\\begin{tabular}{lr}\nlearning rate & $3\\times10^{-4}$ \\\\\nbatch size & 256 \\\\\n\\end{tabular}\n\\end{table}")
	case 1:
		return hagT("trap-latex", "latex", "As shown by \\citet{"+strings.ToLower(hagLast[rng.IntN(len(hagLast))])+"2021sparse}, the key assumption is stationarity (see Eq.~\\eqref{eq:"+hagR(lower, 5)+"}).")
	case 2:
		return hagT("trap-latex", "latex", "\\usepackage[backend=biber,style=authoryear]{biblatex}\n\\addbibresource{refs.bib}\n\\newcommand{\\pw}{\\mathrm{p}_{w}}")
	default:
		return hagT("trap-latex", "chat", "overleaf project id is "+hagR(hexs, 24)+" if you want to link it in the lab wiki (read-only share link is on request)")
	}
}

func hagTrapPrompt(i int) Sample {
	u := hagUser()
	h := hagHost()
	switch i % 5 {
	case 0:
		return hagT("trap-login-prompt", "shell", "$ ssh "+u+"@"+h+"\n"+u+"@"+h+"'s password:\nLast login: Mon Apr  8 09:12:03 2024 from 10.20.4.3")
	case 1:
		return hagT("trap-login-prompt", "shell", "$ kinit "+u+"@UNI-EXAMPLE.DE\nPassword for "+u+"@UNI-EXAMPLE.DE:\n$ klist\nTicket cache: FILE:/tmp/krb5cc_"+hagR(digits, 5))
	case 2:
		return hagT("trap-login-prompt", "shell", "$ passwd\nChanging password for user "+u+".\nCurrent password:\nNew password:\nRetype new password:\npasswd: all authentication tokens updated successfully.")
	case 3:
		return hagT("trap-login-prompt", "shell", "$ docker login registry.gitlab.example.edu\nUsername: "+u+"\nPassword:\nLogin Succeeded")
	default:
		return hagT("trap-login-prompt", "shell", "$ mysql -u "+u+" -p -h db.lab.example.edu\nEnter password:\nWelcome to the MariaDB monitor.")
	}
}
