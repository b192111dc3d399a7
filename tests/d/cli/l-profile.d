/* driven by l-profile.sh */
